import Foundation

/// The models of a top-level JSON array in a file, decoded one at a time.
///
/// Memory stays bounded by the read chunk and the largest element, whatever the file's size:
/// a 1 GB array of models is decoded in a few megabytes. Each element is decoded with the same
/// strict rules as ``JSONModel/fromJSONData(_:options:)``; an error stops the sequence and says
/// which element failed (`[1234].name`) and, for syntax errors, the line and column in the file.
///
/// The resource limits of the options apply per element: `maxInputSize` caps the bytes of one
/// element (which also bounds memory), `maxStringLength` and `maxCollectionCount` apply inside
/// each element, and `maxCollectionCount` also caps the number of elements in the file.
///
/// ```swift
/// for try await person in Person.sequence(fromJSONArrayAt: url) {
///     print(person.name)
/// }
/// ```
public struct JSONModelArraySequence<Model: JSONModel>: AsyncSequence {
    /// Each element of the array.
    public typealias Element = Model

    let url: URL
    let options: JSONModel.DecodingOptions
    let chunkSize: Int

    /// Starts reading the file.
    public func makeAsyncIterator() -> Iterator {
        Iterator(sequence: self)
    }

    /// Reads and decodes the elements in order.
    ///
    /// Elements are read and decoded in batches (up to about 256 KiB of input) off the
    /// caller's actor, then handed out one by one on the caller's isolation: a loop on the
    /// main actor switches threads twice per batch instead of twice per element.
    public struct Iterator: AsyncIteratorProtocol {
        /// The file's reader, read in batches; or the error of opening the file.
        private var batches: StreamBatchIterator<Model, JSONArrayStreamReader, NoByteInput>

        /// Opens the file; an error opening it is thrown by the first call of `next`.
        init(sequence: JSONModelArraySequence) {
            let elementOptions = JSONArrayElementOptions.forElements(of: sequence.options)
            do {
                let reader = try JSONArrayStreamReader(
                    url: sequence.url,
                    chunkSize: sequence.chunkSize,
                    maxDepth: sequence.options.maxDepth,
                    // Limits apply per element; the element count caps the array itself.
                    maxElementSize: sequence.options.maxInputSize,
                    maxElementCount: sequence.options.maxCollectionCount
                )
                batches = StreamBatchIterator(elements: reader, options: elementOptions)
            } catch {
                batches = StreamBatchIterator(failure: error)
            }
        }

        /// The next model, or `nil` after the last one.
        ///
        /// - Throws: ``JSONModelError``: the file cannot be read, is not a JSON array, or an
        ///   element does not decode. The sequence ends after an error.
        public mutating func next() async throws -> Model? {
            try await next(isolation: nil)
        }

        /// The next model, or `nil` after the last one, on the caller's isolation.
        ///
        /// - Parameter actor: The caller's actor (`#isolation`); the batches are decoded off it.
        /// - Returns: The next model, or `nil` after the last one.
        /// - Throws: ``JSONModelError``: the file cannot be read, is not a JSON array, or an
        ///   element does not decode. The sequence ends after an error.
        public mutating func next(isolation actor: isolated (any Actor)?) async throws -> Model? {
            try await batches.next(isolation: actor)
        }
    }
}

extension JSONModelArrayDecoding where Self: JSONModel {
    /// The models of the top-level JSON array in a file, decoded one at a time with bounded
    /// memory.
    ///
    /// - Parameters:
    ///   - url: A file whose content is a JSON array of objects.
    ///   - options: Decoding settings, applied to each element.
    ///   - chunkSize: How many bytes are read from the file at a time (default 1 MiB).
    /// - Returns: An asynchronous sequence of new instances, in file order.
    public static func sequence(
        fromJSONArrayAt url: URL,
        options: JSONModel.DecodingOptions = JSONModel.DecodingOptions(),
        chunkSize: Int = 1 << 20
    ) -> JSONModelArraySequence<Self> {
        JSONModelArraySequence(url: url, options: options, chunkSize: chunkSize)
    }
}
