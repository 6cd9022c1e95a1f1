// benchlab report: a tooltip for chart values and the phase selector. No network, no libraries.
(function () {
  "use strict";
  var tip = document.getElementById("tip");
  // a long series carries one tip per drawn point on an invisible wide line: show the point nearest the mouse
  function nearestTip(line, e) {
    var svg = line.ownerSVGElement, pt = svg.createSVGPoint(), points = line.points, lo = 0, hi = points.numberOfItems - 1;
    pt.x = e.clientX; pt.y = e.clientY;
    var x = pt.matrixTransform(svg.getScreenCTM().inverse()).x;
    while (lo < hi) {
      var mid = (lo + hi) >> 1;
      if (points.getItem(mid).x < x) { lo = mid + 1; } else { hi = mid; }
    }
    if (lo > 0 && x - points.getItem(lo - 1).x < points.getItem(lo).x - x) { lo--; }
    return line.getAttribute("data-label") + " · " + line.getAttribute("data-tips").split("|")[lo];
  }
  document.addEventListener("mouseover", function (e) {
    var t = e.target.closest ? e.target.closest("[data-tip], .hit") : null;
    if (!t) { tip.hidden = true; return; }
    tip.textContent = t.hasAttribute("data-tip") ? t.getAttribute("data-tip") : nearestTip(t, e);
    tip.hidden = false;
  });
  document.addEventListener("mousemove", function (e) {
    if (tip.hidden) { return; }
    if (e.target.classList && e.target.classList.contains("hit")) { tip.textContent = nearestTip(e.target, e); }
    var x = e.clientX + 14, y = e.clientY + 14;
    if (x + tip.offsetWidth > window.innerWidth - 8) { x = e.clientX - tip.offsetWidth - 8; }
    tip.style.left = x + "px";
    tip.style.top = y + "px";
  });
  document.querySelectorAll("select[data-group]").forEach(function (sel) {
    sel.addEventListener("change", function () {
      var group = sel.getAttribute("data-group");
      document.querySelectorAll("[data-member='" + group + "'], [data-members='" + group + "'] > figure").forEach(function (c) {
        c.hidden = c.id !== sel.value;
      });
    });
  });
  // linear / log y axis: each chart is drawn on both; the buttons show one drawing and hide the other
  document.querySelectorAll(".scale-toggle button").forEach(function (b) {
    b.addEventListener("click", function () {
      var figure = b.closest(".scaled"), scale = b.getAttribute("data-scale");
      figure.querySelectorAll(".drawing").forEach(function (d) { d.hidden = d.getAttribute("data-scale") !== scale; });
      figure.querySelectorAll(".scale-toggle button").forEach(function (o) { o.setAttribute("aria-pressed", String(o === b)); });
    });
  });
})();
