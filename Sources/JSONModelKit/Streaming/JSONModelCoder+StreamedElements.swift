extension JSONModelCoder {
    /// The models (each a `type`) of the next batch of a streamed array's elements (up to
    /// 1,024 of them and about 256 KiB of input), and the failure of the element that ended
    /// it, if one did; `nil` after the array.
    ///
    /// - Throws: What the reader throws before the batch's first element: a syntax or limit
    ///   error, or, for pushed input, ``JSONArrayStreamReader/needsMoreInput``.
    func decodeNextBatch<Model: JSONModel>(
        of type: Model.Type,
        from reader: inout JSONArrayStreamReader
    ) throws(JSONModelError) -> (models: [JSONModel], failure: JSONModelError?)? {
        guard
            let batch = try reader.nextElements(
                maxCount: 1_024,
                maxBytes: 1 << 18,
                { input, elements in
                    decodeStreamedElements(type, in: input, at: elements)
                }
            )
        else { return nil }
        return (batch.elements, batch.failure)
    }

    /// Decodes a batch of a streamed array's elements (`elements`, ranges of `input`): the
    /// models decoded, in order, and the failure of the first element that did not decode.
    ///
    /// The batch is read as one document in one pass, so it costs what the same elements cost
    /// in `arrayFromJSONData`: one decoding context, not one per element. The elements with
    /// what lies between them (commas and whitespace, which the stream reader checked) are put
    /// in brackets and read as an array, one level deeper and without the size limit, which
    /// the stream reader applied to each element.
    ///
    /// From the first element that fails, and for every element of a batch that does not read
    /// as a whole, each element is decoded on its own as a document, as
    /// ``JSONModel/fromJSONData(_:options:)`` would: its error is exactly the one a lone element
    /// has (its hooks run once more for it).
    func decodeStreamedElements<Model: JSONModel>(
        _ type: Model.Type,
        in input: UnsafeBufferPointer<UInt8>,
        at elements: [Range<Int>]
    ) -> (decoded: [JSONModel], failure: JSONModelError?) {
        // Kept as `JSONModel`s: this function is not specialized for the caller's model, and
        // appending to a `[Model]` looked up its type metadata at run time for each element.
        var models: [JSONModel] = []
        models.reserveCapacity(elements.count)
        if readsTextInOnePass, let first = elements.first, let last = elements.last, elements.count > 1 {
            var text: [UInt8] = []
            text.reserveCapacity(last.upperBound - first.lowerBound + 2)
            text.append(UInt8(ascii: "["))
            text.append(contentsOf: input[first.lowerBound..<last.upperBound])
            text.append(UInt8(ascii: "]"))
            text.withUnsafeBufferPointer { batch in
                guard let base = batch.baseAddress else { return }
                let options = resolvedDecodingOptions
                var limits = options.readerLimits
                limits.maxInputSize = .max
                var source = ByteSource(bytes: batch, base: base, maxDepth: options.maxDepth + 1, limits: limits)
                let context = onePassContext(for: source, options: options)
                guard var array = try? source.beginArray(in: context) else { return }
                // Each model gives back what it read onto the scratch tape when it is decoded.
                while models.count < elements.count, (try? source.nextElement(of: &array, in: context)) == true {
                    guard let model = try? type.decodeInstance(from: &source, in: context) else { return }
                    models.append(model)
                }
            }
        }
        // The elements the batch did not decode, one document each.
        for element in elements[models.count...] {
            do throws(JSONModelError) {
                models.append(try decodeDocument(type, from: UnsafeBufferPointer(rebasing: input[element])).model)
            } catch {
                return (models, error)
            }
        }
        return (models, nil)
    }
}
