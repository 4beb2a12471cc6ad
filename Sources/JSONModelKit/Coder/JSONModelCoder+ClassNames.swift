extension JSONModelCoder {
    /// Decodes a model whose class is given by name, as configuration files and plug-in
    /// systems name them.
    ///
    /// ```swift
    /// let model = try coder.decode(rootClassNamed: "MyApp.Person", fromJSONString: json)
    /// ```
    ///
    /// The name is module-qualified (`MyApp.Person`, or `MyApp.Outer.Inner` for a nested
    /// class). A plain class name (`Person`) is looked up among the classes already decoded or
    /// encoded in this process and those registered with ``JSONModel/register(_:)``.
    ///
    /// - Parameters:
    ///   - className: The class's name.
    ///   - string: A JSON object.
    /// - Returns: A new instance of that class (or of the subclass its
    ///   ``JSONModel/classForDecoding(from:)`` picks).
    /// - Throws: ``JSONModelError``: `unknownClass` when no class has that name or when the
    ///   name is ambiguous, `schemaError` when the class is not a `JSONModel` subclass, and
    ///   any decoding failure.
    public func decode(
        rootClassNamed className: String,
        fromJSONString string: String
    ) throws(JSONModelError) -> JSONModel {
        let modelClass = try Self.modelClass(named: className)
        return try decode(modelClass, fromJSONString: string)
    }

    /// The model class named `className`.
    static func modelClass(named className: String) throws(JSONModelError) -> JSONModel.Type {
        let segments = className.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !className.isEmpty, segments.allSatisfy({ !$0.isEmpty }) else {
            throw JSONModelError(code: .unknownClass, message: "\"\(className)\" is not a class name")
        }
        if segments.count >= 2, let type = TypeNameLookup.classType(qualifiedBy: segments) {
            guard let modelClass = type as? JSONModel.Type else {
                throw JSONModelError(
                    code: .schemaError,
                    message: "\(className) is \(type), which is not a JSONModel subclass"
                )
            }
            return modelClass
        }
        let candidates = ModelClassDirectory.classes(named: segments.last ?? className)
            .filter { segments.count == 1 || String(reflecting: $0) == className }
        switch candidates.count {
        case 1:
            return candidates[0]
        case 0:
            throw JSONModelError(
                code: .unknownClass,
                message: segments.count == 1
                    ? "no JSONModel class is named \"\(className)\"; use the module-qualified name (MyApp.\(className)), or call JSONModel.register(_:) first"
                    : "no class is named \"\(className)\"; check the module and class names"
            )
        default:
            throw JSONModelError(
                code: .unknownClass,
                message:
                    "\"\(className)\" is ambiguous: \(candidates.map { String(reflecting: $0) }.joined(separator: ", ")); use the module-qualified name"
            )
        }
    }
}
