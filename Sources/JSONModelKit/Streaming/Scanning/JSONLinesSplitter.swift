/// Splits a JSON Lines stream into lines as its bytes are pushed in, and decodes each line as
/// one model.
///
/// Lines end with `\n` (a `\r` before it is dropped); blank lines are skipped; the last line
/// needs no newline. Each line is decoded as a document of its own; `maxLineSize`
/// (`maxInputSize`) caps the bytes of one line, which also bounds memory: the buffer holds the
/// line being read and the chunk it is in. An error carries the line number in
/// ``JSONModelError/line`` (with the column of a syntax error, else column 1).
struct JSONLinesSplitter: StreamElementSource {
    /// Each line stands alone: after a line that fails, the next one can still be read.
    static let endsAtFirstError = false

    /// The most bytes one line may have (`maxInputSize`; `Int.max` without a limit).
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

    /// A splitter of lines of at most `maxLineSize` bytes.
    ///
    /// - Parameter maxLineSize: The most bytes one line may have; `nil` for no limit.
    init(maxLineSize: Int?) {
        self.maxLineSize = maxLineSize.map { Swift.max(0, $0) } ?? .max
    }

    /// Decodes the complete lines buffered, up to 1,024 lines or about 256 KiB of input.
    ///
    /// - Parameters:
    ///   - type: The model type of every line.
    ///   - options: The decoding settings of each line.
    /// - Returns: The models and the error of the line that ended the batch;
    ///   ``StreamBatchStep/needsInput`` when no line is complete; ``StreamBatchStep/end`` after
    ///   the last line.
    mutating func decodeNextBatch<Model: JSONModel>(
        of type: Model.Type,
        options: JSONModel.DecodingOptions
    ) -> StreamBatchStep {
        var models: [JSONModel] = []
        let start = bufferOffset + lineStart
        while models.count < 1_024, bufferOffset + lineStart - start < 1 << 18 {
            let step: Step
            do throws(JSONModelError) {
                step = try nextLine(of: type, options: options)
            } catch {
                return .decoded(models, failure: error)
            }
            switch step {
            case .model(let model): models.append(model)
            case .needsInput: return models.isEmpty ? .needsInput : .decoded(models, failure: nil)
            case .end: return models.isEmpty ? .end : .decoded(models, failure: nil)
            }
        }
        return .decoded(models, failure: nil)
    }

    /// Reads `chunkSize` bytes at a time.
    ///
    /// - Parameter chunkSize: The sequence's chunk size.
    /// - Returns: `chunkSize`.
    func wantedByteCount(chunkSize: Int) -> Int {
        chunkSize
    }

    /// Drops the consumed lines and appends the next chunk of the stream.
    ///
    /// - Parameters:
    ///   - bytes: The bytes read.
    ///   - isLast: Whether the stream ends with them.
    mutating func push(_ bytes: [UInt8], isLast: Bool) {
        if lineStart > 0 {
            buffer.removeFirst(lineStart)
            bufferOffset += lineStart
            searchStart -= lineStart
            lineStart = 0
        }
        isAtEnd = isLast
        buffer.append(contentsOf: bytes)
    }

    /// What ``nextLine(of:options:)`` found.
    private enum Step {
        case model(JSONModel)
        /// No complete line is buffered.
        case needsInput
        case end
    }

    /// The next line's model, skipping blank lines.
    private mutating func nextLine<Model: JSONModel>(
        of type: Model.Type,
        options: JSONModel.DecodingOptions
    ) throws(JSONModelError) -> Step {
        while !isFinished {
            if let newline = buffer[searchStart...].firstIndex(of: UInt8(ascii: "\n")) {
                let range = lineStart..<newline
                lineStart = newline + 1
                searchStart = lineStart
                if let model = try decodeLine(range, as: type, options: options) { return .model(model) }
                continue
            }
            searchStart = buffer.count
            if isAtEnd {
                isFinished = true
                if let model = try decodeLine(lineStart..<buffer.count, as: type, options: options) {
                    return .model(model)
                }
                return .end
            }
            if buffer.count - lineStart > maxLineSize {
                throw lineError(
                    JSONModelError(
                        code: .limitExceeded,
                        message:
                            "a line of more than \(maxLineSize) bytes exceeds maxInputSize (\(maxLineSize)), which applies to each line"
                    ),
                    in: type
                )
            }
            return .needsInput
        }
        return .end
    }

    /// Decodes the line in `range` of the buffer, or returns `nil` for a blank line.
    ///
    /// A `\r` before the newline is dropped. Counts the line.
    private mutating func decodeLine<Model: JSONModel>(
        _ range: Range<Int>,
        as type: Model.Type,
        options: JSONModel.DecodingOptions
    ) throws(JSONModelError) -> Model? {
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
                in: type,
                lineOffset: bufferOffset + line.lowerBound
            )
        }
        do throws(JSONModelError) {
            return try buffer.withUnsafeBufferPointer { all in
                Swift.Result { () throws(JSONModelError) in
                    try Model.decodeDocument(UnsafeBufferPointer(rebasing: all[line]), options: options)
                }
            }.get()
        } catch {
            throw lineError(error, in: type, lineOffset: bufferOffset + line.lowerBound)
        }
    }

    /// `error` located on the current line: a syntax error keeps its column, any other
    /// error points at the line's start.
    private func lineError<Model: JSONModel>(
        _ error: JSONModelError,
        in type: Model.Type,
        lineOffset: Int? = nil
    ) -> JSONModelError {
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
}
