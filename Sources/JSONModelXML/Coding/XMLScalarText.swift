import JSONModelKit

/// Helpers for XML text that stands for JSON scalars.
enum XMLScalarText {
    /// Turns recorded child events into untyped members.
    ///
    /// An element with only text is a string, one with children an object (its attributes as
    /// string members), and a repeated name an array. Reads from `index` up to the end tag of
    /// the enclosing element.
    static func collectMembers(
        of events: [(event: XMLEvent, location: XMLLocation)],
        from index: inout Int,
        into members: inout [String: JSONValue]
    ) {
        while index < events.count {
            let event = events[index].event
            index += 1
            switch event {
            case .startElement(let name, let attributes):
                let value = collectValue(of: events, from: &index, attributes: attributes)
                if let existing = members[name] {
                    if case .array(var items) = existing {
                        items.append(value)
                        members[name] = .array(items)
                    } else {
                        members[name] = .array([existing, value])
                    }
                } else {
                    members[name] = value
                }
            case .text:
                continue
            case .endElement:
                return
            }
        }
    }

    private static func collectValue(
        of events: [(event: XMLEvent, location: XMLLocation)],
        from index: inout Int,
        attributes: [XMLReaderAttribute]
    ) -> JSONValue {
        var members: [String: JSONValue] = [:]
        for attribute in attributes { members[attribute.name] = .string(attribute.value) }
        var text = ""
        var hasChildren = false
        while index < events.count {
            let event = events[index].event
            switch event {
            case .text(let content):
                text += content
                index += 1
            case .startElement:
                hasChildren = true
                var childMembers: [String: JSONValue] = [:]
                collectMembers(of: events, from: &index, into: &childMembers)
                members.merge(childMembers) { _, last in last }
                return .object(members)
            case .endElement:
                index += 1
                if !hasChildren && attributes.isEmpty { return .string(text) }
                return .object(members)
            }
        }
        return .object(members)
    }
}
