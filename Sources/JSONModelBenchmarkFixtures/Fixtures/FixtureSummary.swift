/// A few representative values of a decoded document, used to compare two decoders.
///
/// Each schema computes the same named values from its JSONModel classes and from its Codable
/// structs: counts, sums of ids, the first and last names. Two summaries are equal when both
/// decoders read the same document the same way.
public struct FixtureSummary: Equatable, CustomStringConvertible {
    /// One named value, rendered as text so that any type compares the same way.
    public struct Entry: Equatable, Sendable {
        /// What the value measures, for example `statuses.count`.
        public let name: String
        /// The value's text.
        public let value: String
    }

    /// The values in the order they were added.
    public private(set) var entries: [Entry] = []

    /// Creates an empty summary.
    public init() {}

    /// Adds a named value.
    mutating func add(_ name: String, _ value: some CustomStringConvertible) {
        entries.append(Entry(name: name, value: value.description))
    }

    /// Adds a named optional value, `nil` rendered as `nil`.
    mutating func add(_ name: String, _ value: (some CustomStringConvertible)?) {
        entries.append(Entry(name: name, value: value.map(\.description) ?? "nil"))
    }

    public var description: String {
        entries.map { "\($0.name)=\($0.value)" }.joined(separator: ", ")
    }

    /// The entries of `self` and `other` that differ, one line each.
    public func differences(from other: FixtureSummary) -> [String] {
        var lines: [String] = []
        for index in 0..<max(entries.count, other.entries.count) {
            let left = index < entries.count ? entries[index] : nil
            let right = index < other.entries.count ? other.entries[index] : nil
            if left != right {
                let name = left?.name ?? right?.name ?? "?"
                lines.append("\(name): \(left?.value ?? "missing") != \(right?.value ?? "missing")")
            }
        }
        return lines
    }
}
