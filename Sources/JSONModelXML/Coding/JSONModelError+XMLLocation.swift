import JSONModelKit

extension JSONModelError {
    /// The error with a line, column and byte offset in the XML.
    func located(at location: XMLLocation) -> JSONModelError {
        var error = self
        error.line = location.line
        error.column = location.column
        error.byteOffset = location.byteOffset
        return error
    }
}
