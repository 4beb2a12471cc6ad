import JSONModelKit

// Wrapped collections, dictionaries and inline items.
//
// Each level of nesting is one frame of `convertArray` or `convertDictionary` (and of
// `convertModel` for a model): not inlined into each other, with their errors made elsewhere,
// so that the frames stay small, and each checks the stack guard first.
extension XMLTapeConverter {
    /// Converts the element just started as a wrapped collection of `elementShape` whose items
    /// are `<itemTag>` elements, up to and including its end tag.
    ///
    /// - Throws: `limitExceeded` at the item after the first `maxCollectionCount`;
    ///   `tooDeeplyNested` when the thread's stack has no room for another level.
    @inline(never)
    mutating func convertArray(of elementShape: ValueShape, itemTag: XMLName, at offset: Int) throws(JSONModelError) {
        guard stackGuard.hasRoom() else { throw stackExhausted(at: offset) }
        let isText = XMLLayout.isScalar(elementShape)
        try tape.beginArray()
        var position = 0
        while true {
            // Items that are plain scalars are read in one step (the numbers of a coordinate
            // list); every item has the tag, so the reader is told it.
            if isText, try convertPlainScalarItem(tagged: itemTag, shape: elementShape, position: position) {
                position += 1
                continue
            }
            let token = try nextToken(expecting: itemTag.expectableBytes)
            let itemOffset = lastOffset
            switch token {
            case .startElement:
                guard reader.tokenNameWasExpected || tokenNameIs(itemTag) else {
                    throw unexpectedItem(expected: itemTag.string, at: itemOffset)
                }
                if position >= maxCollectionCount {
                    throw collectionLimitExceeded("a list of more than", tag: itemTag.string, "items", at: itemOffset)
                }
                currentPath.push(index: position)
                mark(itemOffset)
                if isText {
                    // Read here rather than through another convertValue, the usual case
                    // for the numbers of a coordinate list.
                    try convertText(shape: elementShape, acceptsNull: false)
                } else {
                    try convertValue(elementShape, itemTag: nil, acceptsNull: false, at: itemOffset)
                }
                currentPath.pop()
                position += 1
            case .text:
                try requireWhitespace(betweenItemsTagged: itemTag.string, at: itemOffset)
            case .endElement:
                tape.endContainer()
                return
            }
        }
    }

    /// Converts the next item of a collection of scalars of `shape` when it is a `<tag>`
    /// element written plainly (see ``XMLReader/readPlainScalarElement(named:asNumber:)``), as
    /// ``convertArray(of:itemTag:at:)`` would have; returns `false` having read nothing
    /// otherwise.
    @inline(never)
    private mutating func convertPlainScalarItem(
        tagged tag: XMLName,
        shape: ValueShape,
        position: Int
    ) throws(JSONModelError) -> Bool {
        guard let name = tag.expectableBytes else { return false }
        let asNumber: Bool
        if case .number = shape { asNumber = true } else { asNumber = false }
        guard let element = reader.readPlainScalarElement(named: name, asNumber: asNumber) else { return false }
        lastOffset = reader.eventOffset
        if position >= maxCollectionCount {
            throw collectionLimitExceeded("a list of more than", tag: tag.string, "items", at: element.tagStart)
        }
        mark(element.tagStart)
        emitElement(element, asNumber: asNumber, as: shape, acceptsNull: false)
        return true
    }

    /// Converts the element just started as a dictionary of `valueShape`, written as
    /// `<entry key="...">` elements, up to and including its end tag.
    ///
    /// - Throws: As ``convertArray(of:itemTag:at:)``.
    @inline(never)
    mutating func convertDictionary(of valueShape: ValueShape, at offset: Int) throws(JSONModelError) {
        guard stackGuard.hasRoom() else { throw stackExhausted(at: offset) }
        try tape.beginObject()
        var count = 0
        while true {
            let token = try nextToken()
            let entryOffset = lastOffset
            switch token {
            case .startElement:
                let entryAttributes = reader.tokenAttributes
                guard tokenNameIs(XMLName.entry), let key = entryAttributes.first(where: { $0.name == "key" })?.value
                else {
                    throw unexpectedItem(expected: #"entry key="...""#, at: entryOffset)
                }
                if count >= maxCollectionCount {
                    throw collectionLimitExceeded("a dictionary of more than", "entries", at: entryOffset)
                }
                count += 1
                mark(entryOffset)
                tape.string(key)
                currentPath.push(key: key)
                try convertValue(
                    valueShape,
                    itemTag: nil,
                    acceptsNull: true,
                    attributes: entryAttributes.filter { $0.name != "key" },
                    at: entryOffset
                )
                currentPath.pop()
            case .text:
                try requireWhitespace(betweenItemsTagged: "entry", at: entryOffset)
            case .endElement:
                tape.endContainer()
                return
            }
        }
    }

    /// Converts the element just started as the next item of `member`'s inline collection
    /// (of `elementShape`), into a builder of its own kept in `inline` until the model's end.
    ///
    /// - Throws: `limitExceeded` for the item after the first `maxCollectionCount`.
    @inline(never)
    mutating func convertInlineItem(
        of member: XMLLayout.Member,
        _ elementShape: ValueShape,
        index: Int,
        into inline: inout XMLInlineItems,
        at offset: Int
    ) throws(JSONModelError) {
        let position = inline.count(for: index)
        currentPath.push(member)
        if position >= maxCollectionCount {
            throw collectionLimitExceeded(
                "a list of more than",
                tag: member.itemTag ?? member.key,
                "inline items",
                at: offset
            )
        }
        currentPath.push(index: position)
        let saved = tape
        tape = TapeBuilder()
        mark(offset)
        do throws(JSONModelError) {
            try convertValue(elementShape, itemTag: nil, acceptsNull: false, at: offset)
        } catch {
            tape = saved
            throw error
        }
        let item = tape
        tape = saved
        currentPath.pop()
        currentPath.pop()
        inline.append(item, for: index)
    }
}
