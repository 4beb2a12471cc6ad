extension JSONModel {
    /// What lenient decoding (`@Lossy`) did instead of failing: values dropped, defaulted or
    /// coerced, each with its JSON path.
    ///
    /// Pass one to ``JSONModel/fromJSONString(_:options:report:)`` (or the `Data` and
    /// dictionary forms); it is replaced with the decode's report when the decode succeeds.
    public struct DecodingReport: Sendable, Hashable {
        /// What was done with one value.
        public enum Kind: String, Sendable, Hashable, CustomStringConvertible {
            /// An invalid element of a `@Lossy` array, set or dictionary was left out.
            case dropped
            /// An invalid value of a `@Lossy` property was replaced by the property's default.
            case defaulted
            /// A value of the wrong JSON type was converted (`"42"` → `42`, `"true"` → `true`...).
            case coerced

            /// The case name.
            public var description: String { rawValue }
        }

        /// One thing lenient decoding did.
        public struct Entry: Sendable, Hashable, CustomStringConvertible {
            /// Where in the document, as ``JSONModelError/path`` writes paths: `items[2]`.
            public let path: String
            /// The same path as components.
            public let pathComponents: [JSONModelError.PathComponent]
            /// What was done.
            public let kind: Kind
            /// Why, in words (the error that was not thrown, or the conversion made).
            public let message: String

            /// `path: kind: message`.
            public var description: String {
                "\(path): \(kind): \(message)"
            }
        }

        /// The entries in document order.
        public var entries: [Entry]

        /// An empty report.
        public init() {
            entries = []
        }

        /// Whether nothing was dropped, defaulted or coerced.
        public var isEmpty: Bool {
            entries.isEmpty
        }
    }
}

/// Collects report entries during one decode, by where their values start in the tape's bytes;
/// paths are worked out at the end (only when there is something to report), so the hot path
/// never tracks them.
final class DecodingReportCollector {
    private var items: [(offset: UInt32, kind: JSONModel.DecodingReport.Kind, message: String)] = []

    /// Whether nothing has been recorded.
    var isEmpty: Bool { items.isEmpty }

    /// Records that the value starting at `offset` of the tape's bytes was dropped, defaulted
    /// or coerced.
    func record(_ kind: JSONModel.DecodingReport.Kind, atOffset offset: UInt32, message: String) {
        items.append((offset, kind, message))
    }

    /// The report, with each entry's path found on `tape`, the whole document's tape (whose
    /// entries start at increasing offsets).
    func makeReport(for tape: JSONTape) -> JSONModel.DecodingReport {
        var report = JSONModel.DecodingReport()
        guard !items.isEmpty else { return report }
        for item in items.sorted(by: { $0.offset < $1.offset }) {
            let components = tape.pathComponents(to: tape.index(ofValueStartingAt: item.offset))
            report.entries.append(
                JSONModel.DecodingReport.Entry(
                    path: JSONModelError.render(components),
                    pathComponents: components,
                    kind: item.kind,
                    message: item.message
                )
            )
        }
        return report
    }
}
