/// Calendar arithmetic for the proleptic Gregorian calendar in UTC, without Foundation's
/// `Calendar` (which costs microseconds per call).
struct CivilDate: Equatable, Sendable {
    var year: Int
    var month: Int
    var day: Int

    /// Days since 1970-01-01 (Howard Hinnant's `days_from_civil`).
    var daysSince1970: Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let shiftedMonth = month > 2 ? month - 3 : month + 9
        let dayOfYear = (153 * shiftedMonth + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The date `days` days after 1970-01-01 (Howard Hinnant's `civil_from_days`).
    init(daysSince1970 days: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }

    init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// Whether the fields name a real day (month 1...12, day within the month).
    var isValid: Bool {
        guard (1...12).contains(month), day >= 1 else { return false }
        return day <= CivilDate.daysInMonth(month, year: year)
    }

    static func daysInMonth(_ month: Int, year: Int) -> Int {
        switch month {
        case 2:
            let isLeap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
            return isLeap ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
}
