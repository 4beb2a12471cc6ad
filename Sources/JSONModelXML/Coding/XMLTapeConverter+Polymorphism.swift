import JSONModelKit

// Polymorphism: a class that picks its subclass from an element's content.
extension XMLTapeConverter {
    /// Shows the content of the element just started to the class's `classForDecoding(from:)`.
    ///
    /// A copy of the reader reads the content, as `[String: JSONValue]`; this reader stays where
    /// it is.
    mutating func chooseClass(
        for modelClass: JSONModel.Type,
        attributes: [XMLReaderAttribute]
    ) throws(JSONModelError) -> JSONModel.Type {
        var lookahead = reader
        var recorded: [(event: XMLEvent, location: XMLLocation)] = []
        var depth = 0
        while true {
            let next: XMLEvent?
            do throws(XMLSyntaxError) {
                next = try lookahead.next()
            } catch {
                throw Self.readerError(error)
            }
            guard let event = next else {
                throw syntaxError("unexpected end of input", at: lookahead.eventOffset)
            }
            recorded.append((event, lookahead.location))
            if case .startElement = event { depth += 1 }
            if case .endElement = event {
                if depth == 0 { break }
                depth -= 1
            }
        }
        var members: [String: JSONValue] = [:]
        for attribute in attributes { members[attribute.name] = .string(attribute.value) }
        var index = 0
        XMLScalarText.collectMembers(of: recorded, from: &index, into: &members)
        return modelClass.classForDecoding(from: members)
    }
}
