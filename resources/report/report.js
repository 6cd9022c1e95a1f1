// benchlab report: a tooltip for chart values and the phase selector. No network, no libraries.
(function () {
  "use strict";
  var tip = document.getElementById("tip");
  document.addEventListener("mouseover", function (e) {
    var t = e.target.closest ? e.target.closest("[data-tip]") : null;
    if (!t) { tip.hidden = true; return; }
    tip.textContent = t.getAttribute("data-tip");
    tip.hidden = false;
  });
  document.addEventListener("mousemove", function (e) {
    if (tip.hidden) { return; }
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
