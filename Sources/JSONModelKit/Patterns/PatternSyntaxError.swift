/// Why a JSON Schema `pattern` could not be compiled, and where.
///
/// Thrown by ``JSONSchemaPattern/init(_:)`` for a malformed pattern and for the features the
/// linear-time matcher refuses (backreferences, look-ahead and look-behind, counted repetition
/// too large to compile).
struct PatternSyntaxError: Error, Sendable, Equatable {
    /// What is wrong, in plain English, naming the feature when one is refused.
    var message: String

    /// Where the problem starts, counted in Unicode scalars from the start of the pattern.
    var offset: Int

    /// Makes an error with its message and offset.
    ///
    /// - Parameters:
    ///   - message: What is wrong.
    ///   - offset: Where, in Unicode scalars of the pattern.
    init(_ message: String, at offset: Int) {
        self.message = message
        self.offset = offset
    }
}

extension PatternSyntaxError: CustomStringConvertible {
    /// The message followed by the offset, as in `nothing to repeat (at scalar 0)`.
    var description: String {
        "\(message) (at scalar \(offset))"
    }
}
