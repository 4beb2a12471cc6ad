/// The errors of the scan, located in the whole input (``StreamInputBuffer/locate(_:at:)``)
/// and, for an element's errors, with the element's index in their path.
extension JSONArrayStreamReader {
    /// A syntax error at buffer index `index`, located in the whole file.
    func syntaxError(_ message: String, at index: Int) -> JSONModelError {
        var error = JSONModelError(code: .syntaxError, message: message)
        input.locate(&error, at: min(index, input.bytes.count))
        return error
    }

    /// A ``JSONModelError/Code/limitExceeded`` error at buffer index `index`, located in the
    /// whole file.
    func limitExceeded(_ message: String, at index: Int) -> JSONModelError {
        var error = JSONModelError(code: .limitExceeded, message: message)
        input.locate(&error, at: min(index, input.bytes.count))
        return error
    }

    /// The error for an element of `size` bytes (or more, when it is not complete), more than
    /// `maxElementSize`.
    func elementSizeExceeded(at start: Int, size: Int, isComplete: Bool) -> JSONModelError {
        var error = limitExceeded(
            "an array element of \(size)\(isComplete ? "" : " or more") bytes exceeds maxInputSize (\(maxElementSize)), which applies to each element of a streamed array",
            at: start
        )
        error.prepend(.index(elementIndex))
        return error
    }

    /// Moves an element's syntax error location from the element to the whole file, and adds
    /// the element index to the path of every error.
    func relocated(_ error: JSONModelError, elementStart: Int) -> JSONModelError {
        var error = error
        if let offset = error.byteOffset {
            input.locate(&error, at: elementStart + offset)
        }
        error.prepend(.index(elementIndex))
        return error
    }
}
