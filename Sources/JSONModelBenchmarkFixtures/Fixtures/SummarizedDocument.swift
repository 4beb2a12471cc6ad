/// A decoded document that computes its own ``FixtureSummary``.
///
/// A fixture's JSONModel classes and Codable structs both conform through the fixture's
/// protocol of the fields its summary reads (for example ``TwitterSearchResultFields``), whose
/// extension computes the summary once for both.
protocol SummarizedDocument {
    /// Representative values of the document.
    var fixtureSummary: FixtureSummary { get }
}

/// The element of a document that is a top-level array; the element type computes the
/// summary of the whole array.
protocol SummarizedElement {
    /// Representative values of a document made of `elements`.
    static func fixtureSummary(of elements: [Self]) -> FixtureSummary
}

extension Array: SummarizedDocument where Element: SummarizedElement {
    var fixtureSummary: FixtureSummary { Element.fixtureSummary(of: self) }
}
