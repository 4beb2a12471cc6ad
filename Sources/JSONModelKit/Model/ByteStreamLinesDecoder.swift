/// Decodes the lines of a JSON Lines stream from chunks of an asynchronous byte source, for
/// ``JSONModelByteSequence``.
struct ByteStreamLinesDecoder<Model: JSONModel> {
    private let options: JSONModel.DecodingOptions
    private let chunkSize: Int
    private let maxLineSize: Int
    /// Unconsumed bytes start at `lineStart`; `buffer[0]` is at `bufferOffset` in the stream.
    private var buffer: [UInt8] = []
    private var lineStart = 0
    /// Where the search for the next newline resumes.
    private var searchStart = 0
    private var bufferOffset = 0
    /// The number of the line starting at `lineStart` (1-based).
    private var lineNumber = 1
    private var isAtEnd = false
    private var isFinished = false

    init(options: JSONModel.DecodingOptions, chunkSize: Int) {
        self.options = options
        self.chunkSize = chunkSize
        maxLineSize = options.maxInputSize.map { Swift.max(0, $0) } ?? .max
    }

    /// The next line's model, or `nil` after the last line (and after an error).
    mutating func next<Source: AsyncIteratorProtocol>(
        from source: inout Source
    ) async throws -> Model? where Source.Element == UInt8 {
        do {
            return try await nextModel(from: &source)
        } catch {
            isFinished = true
            throw error
        }
    }

    private mutating func nextModel<Source: AsyncIteratorProtocol>(
        from source: inout Source
    ) async throws -> Model? where Source.Element == UInt8 {
        while !isFinished {
            if let newline = buffer[searchStart...].firstIndex(of: UInt8(ascii: "\n")) {
                let range = lineStart..<newline
                lineStart = newline + 1
                searchStart = lineStart
                if let model = try decodeLine(range) { return model }
                continue
            }
            searchStart = buffer.count
            if isAtEnd {
                isFinished = true
                if let model = try decodeLine(lineStart..<buffer.count) { return model }
                return nil
            }
            if buffer.count - lineStart > maxLineSize {
                throw lineError(
                    JSONModelError(
                        code: .limitExceeded,
                        message:
                            "a line of more than \(maxLineSize) bytes exceeds maxInputSize (\(maxLineSize)), which applies to each line"
                    )
                )
            }
            try await readChunk(from: &source)
        }
        return nil
    }

    /// Decodes the line in `range` of the buffer, or returns `nil` for a blank line.
    ///
    /// A `\r` before the newline is dropped. Counts the line.
    private mutating func decodeLine(_ range: Range<Int>) throws(JSONModelError) -> Model? {
        defer { lineNumber += 1 }
        var end = range.upperBound
        if end > range.lowerBound, buffer[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        let line = range.lowerBound..<end
        let isBlank = buffer[line].allSatisfy { byte in
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
        }
        guard !isBlank else { return nil }
        guard line.count <= maxLineSize else {
            throw lineError(
                JSONModelError(
                    code: .limitExceeded,
                    message:
                        "a line of \(line.count) bytes exceeds maxInputSize (\(maxLineSize)), which applies to each line"
                ),
                lineOffset: bufferOffset + line.lowerBound
            )
        }
        let options = self.options
        do throws(JSONModelError) {
            return try buffer.withUnsafeBufferPointer { all in
                Swift.Result { () throws(JSONModelError) in
                    try Model.decodeDocument(UnsafeBufferPointer(rebasing: all[line]), options: options)
                }
            }.get()
        } catch {
            throw lineError(error, lineOffset: bufferOffset + line.lowerBound)
        }
    }

    /// `error` located on the current line: a syntax error keeps its column, any other
    /// error points at the line's start.
    private func lineError(_ error: JSONModelError, lineOffset: Int? = nil) -> JSONModelError {
        var failure = error
        let start = lineOffset ?? bufferOffset + lineStart
        if let offset = failure.byteOffset {
            failure.byteOffset = start + offset
        } else {
            failure.byteOffset = start
            failure.column = 1
        }
        failure.line = lineNumber
        failure.setRootType(Model.self)
        return failure
    }

    /// Drops the consumed lines and appends the next chunk of the source.
    private mutating func readChunk<Source: AsyncIteratorProtocol>(
        from source: inout Source
    ) async throws where Source.Element == UInt8 {
        if lineStart > 0 {
            buffer.removeFirst(lineStart)
            bufferOffset += lineStart
            searchStart -= lineStart
            lineStart = 0
        }
        let chunk = try await gatherBytes(chunkSize, from: &source)
        isAtEnd = chunk.isAtEnd
        buffer.append(contentsOf: chunk.bytes)
    }
}
