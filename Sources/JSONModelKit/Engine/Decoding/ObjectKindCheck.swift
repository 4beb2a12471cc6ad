extension DecodingSource {
    /// Checks that the value at the cursor is a JSON object, as a model or a struct named
    /// `typeName` needs: the one check each model's object gets, and the one place its error
    /// is made.
    ///
    /// - Throws: A type mismatch naming `typeName` and what was found (the value is read for
    ///   the message).
    @inline(__always)
    mutating func expectObject(
        named typeName: @autoclosure () -> String,
        in context: DecodingContext
    ) throws(JSONModelError) {
        guard kind(in: context) == .object else { throw notAnObject(typeName(), in: context) }
    }

    /// The error for a value at the cursor that should be the object of `typeName`.
    @inline(never)
    private mutating func notAnObject(_ typeName: String, in context: DecodingContext) -> JSONModelError {
        let found: String
        do throws(JSONModelError) {
            found = context.describeValue(at: try takeValue(in: context))
        } catch {
            // The text is not even a valid value: its own error is the better one.
            return error
        }
        return JSONModelError(
            code: .typeMismatch,
            message: "expected \(typeName) (a JSON object), found \(found)"
        )
    }
}
