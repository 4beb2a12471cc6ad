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
        if segments.count >= 2, let type = qualifiedType(segments) {
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

    /// The type named by module-qualified `segments`, through the runtime's mangled-name
    /// lookup: `MyApp.Outer.Inner` is `5MyApp5OuterC5InnerC` (or with `V`/`O` when the outer
    /// type is a struct or an enum).
    private static func qualifiedType(_ segments: [String]) -> (any Any.Type)? {
        guard segments.allSatisfy({ $0.utf8.allSatisfy { $0 < 0x80 } && !($0.first?.isNumber ?? true) }) else {
            return nil
        }
        func length(_ text: String) -> String { "\(text.utf8.count)\(text)" }
        let module = length(segments[0])
        let classPart = length(segments[segments.count - 1]) + "C"
        let outer = Array(segments[1..<(segments.count - 1)])
        // Each enclosing type may be a class, a struct or an enum; try the combinations.
        var prefixes = [module]
        for name in outer {
            prefixes = prefixes.flatMap { prefix in ["C", "V", "O"].map { prefix + length(name) + $0 } }
            if prefixes.count > 81 { return nil }
        }
        for prefix in prefixes {
            if let type = _typeByName(prefix + classPart) { return type }
        }
        return nil
    }
}
