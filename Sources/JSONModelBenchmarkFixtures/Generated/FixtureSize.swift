/// The size of a generated fixture.
public enum FixtureSize: String, CaseIterable, Sendable {
    /// About 1 KB: one or two orders, so fixed costs dominate.
    case small
    /// About 100 KB.
    case medium
    /// About 10 MB.
    case large

    /// The size the generator writes up to; the document ends after the order that reaches it.
    public var targetByteCount: Int {
        switch self {
        case .small: 1_000
        case .medium: 100_000
        case .large: 10_000_000
        }
    }
}
