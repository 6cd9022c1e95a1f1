package io.benchlab.dataset.ssb;

import io.benchlab.api.RowSink;

import java.io.IOException;
import java.time.DayOfWeek;
import java.time.LocalDate;

/** The SSB date dimension: 2,556 days from 1992-01-01 to 1998-12-30, and day offsets → date keys. */
final class SsbCalendar {
    private SsbCalendar() {
    }

    static final LocalDate FIRST = LocalDate.of(1992, 1, 1);
    /** Rows of the date table (1998-12-31 is not included, as in the reference generator). */
    static final int DAYS = 2556;
    /** Order dates are uniform over day offsets 0..ORDER_DAYS-1, i.e. 1992-01-01..1998-08-02. */
    static final int ORDER_DAYS = 2557 - 151;
    static final int COMMIT_MIN = 30;
    static final int COMMIT_MAX = 90;

    /** DATEKEY[offset] = YYYYMMDD of FIRST + offset. */
    static final int[] DATEKEY = new int[DAYS];

    private static final String[] MONTHS = {"January", "February", "March", "April", "May", "June", "July",
        "August", "September", "October", "November", "December"};
    private static final String[] DAY_NAMES = {"Sunday", "Monday", "Tuesday", "Wednesday", "Thursday",
        "Friday", "Saturday"};
    /** Ten fixed holidays per year as month*100+day. */
    static final int[] HOLIDAYS = {101, 220, 420, 520, 704, 820, 920, 1020, 1120, 1224};

    static {
        for (int i = 0; i < DAYS; i++) {
            LocalDate d = FIRST.plusDays(i);
            DATEKEY[i] = d.getYear() * 10000 + d.getMonthValue() * 100 + d.getDayOfMonth();
        }
    }

    static String season(int month) {
        if (month <= 3) {
            return "Winter";
        } else if (month == 4) {
            return "Spring";
        } else if (month <= 8) {
            return "Summer";
        } else if (month <= 10) {
            return "Fall";
        }
        return "Christmas";
    }

    /** Writes all date rows (17 columns, see {@link SsbDatasetProvider}). */
    static void writeRows(RowSink sink) throws IOException {
        for (int i = 0; i < DAYS; i++) {
            LocalDate d = FIRST.plusDays(i);
            int year = d.getYear();
            int month = d.getMonthValue();
            int day = d.getDayOfMonth();
            int doy = d.getDayOfYear();
            // Reference quirk: weekday labels are shifted one day forward (1992-01-01, a Wednesday,
            // is labelled Thursday). Sunday = 1.
            int trueSundayBased = d.getDayOfWeek() == DayOfWeek.SUNDAY ? 0 : d.getDayOfWeek().getValue();
            int labelled = (trueSundayBased + 1) % 7;          // 0 = Sunday
            int dayNumInWeek = labelled + 1;
            boolean lastDayInMonth = day == d.lengthOfMonth();
            int md = month * 100 + day;
            boolean holiday = false;
            for (int h : HOLIDAYS) {
                holiday |= h == md;
            }
            String monthName = MONTHS[month - 1];
            sink.add(DATEKEY[i]);
            sink.add(monthName + ' ' + day + ", " + year);
            sink.add(DAY_NAMES[labelled]);
            sink.add(monthName);
            sink.add(year);
            sink.add(year * 100 + month);
            sink.add(monthName.substring(0, 3) + year);
            sink.add(dayNumInWeek);
            sink.add(day);
            sink.add(doy);
            sink.add(month);
            sink.add(doy / 7 + 1);
            sink.add(season(month));
            sink.add(dayNumInWeek == 7 ? "1" : "0");
            sink.add(lastDayInMonth ? "1" : "0");
            sink.add(holiday ? "1" : "0");
            sink.add(dayNumInWeek >= 2 && dayNumInWeek <= 6 ? "1" : "0");
            sink.endRow();
        }
    }
}
