/// One document for the decoding engine: the tape of whatever the caller handed in (JSON text,
/// `[String: Any]` dictionaries, a `JSONValue`, XML) and how offsets on that tape become places
/// the caller can see.
///
/// Every entry point makes one and hands it to the same engine; nothing is converted to JSON
/// text on the way.
package struct DecodingDocument {
    /// The document's values.
    let tape: JSONTape
    /// Turns the tape offsets an error recorded into the caller's line, column and byte offset,
    /// or removes them when the source has no text.
    let resolveLocations: (inout JSONModelError) -> Void

    /// Reads UTF-8 JSON text; failures point into `bytes`, which must outlive the document.
    ///
    /// - Throws: The reader's syntax and limit errors, naming `rootType`.
    static func parsing(
        _ bytes: UnsafeBufferPointer<UInt8>,
        options: JSONModel.DecodingOptions,
        rootType: any Any.Type
    ) throws(JSONModelError) -> DecodingDocument {
        do throws(JSONModelError) {
            let tape = try JSONReader.parse(bytes, maxDepth: options.maxDepth, limits: options.readerLimits)
            return DecodingDocument(tape: tape) { error in error.resolveLocations(in: bytes) }
        } catch {
            var failure = error
            failure.setRootType(rootType)
            failure.listAlone(collecting: options.collectAllErrors)
            throw failure
        }
    }

    /// A tape built from values (dictionaries, `JSONValue`): errors carry no location.
    static func values(_ tape: JSONTape) -> DecodingDocument {
        DecodingDocument(tape: tape) { error in error.removeLocations() }
    }

    /// Foundation values (`[String: Any]` and what it holds), as `JSONSerialization` makes them.
    ///
    /// - Throws: `invalidValue` with a path for a value JSON cannot hold, or `limitExceeded`
    ///   for the options' limits (the values' size counted as ``TapeBuilder`` does), naming
    ///   `rootType`.
    static func foundationValue(
        _ value: Any,
        options: JSONModel.DecodingOptions,
        rootType: any Any.Type
    ) throws(JSONModelError) -> DecodingDocument {
        do throws(JSONModelError) {
            return .values(try FoundationValueConversion.tape(from: value, options: options))
        } catch {
            var failure = error
            failure.setRootType(rootType)
            failure.listAlone(collecting: options.collectAllErrors)
            throw failure
        }
    }

    /// A ``JSONValue``, with the options' depth and size limits applied as for text.
    ///
    /// - Throws: `tooDeeplyNested` or `limitExceeded`, naming `rootType`.
    static func jsonValue(
        _ value: JSONValue,
        options: JSONModel.DecodingOptions,
        rootType: any Any.Type
    ) throws(JSONModelError) -> DecodingDocument {
        do throws(JSONModelError) {
            var builder = TapeBuilder(maxDepth: options.maxDepth, limits: options.readerLimits)
            try builder.append(value)
            return .values(try builder.checkedTape())
        } catch {
            var failure = error
            failure.setRootType(rootType)
            failure.listAlone(collecting: options.collectAllErrors)
            throw failure
        }
    }

    /// A tape built from a source with its own text (XML): the builder's marks say where each
    /// value came from, and errors point there.
    ///
    /// - Parameters:
    ///   - builder: The tape, with a mark at each value the source has text for.
    ///   - locate: The line and column of a byte offset of the source; called only for an
    ///     error, while the document is being decoded.
    /// - Returns: The document, whose errors point into the source.
    package static func built(
        from builder: consuming TapeBuilder,
        locate: @escaping (Int) -> TextLocation
    ) -> DecodingDocument {
        let marks = builder.sourceMarks
        let tape = builder.makeTape()
        return DecodingDocument(tape: tape) { error in
            error.mapLocations { offset in marks.sourceOffset(ofArenaOffset: offset).map(locate) }
        }
    }
}
