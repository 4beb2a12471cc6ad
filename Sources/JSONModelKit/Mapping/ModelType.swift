/// A type JSONModelKit maps: a ``JSONModel`` subclass or a ``JSONStruct``.
enum ModelType {
    case modelClass(JSONModel.Type)
    case structType(any JSONStruct.Type)

    /// The Swift type.
    var type: any Any.Type {
        switch self {
        case .modelClass(let modelClass): modelClass
        case .structType(let structType): structType
        }
    }

    /// The class, for a ``JSONModel`` subclass.
    var modelClass: JSONModel.Type? {
        if case .modelClass(let modelClass) = self { return modelClass }
        return nil
    }

    var identifier: ObjectIdentifier {
        ObjectIdentifier(type)
    }

    var keyStyle: JSONModel.KeyStyle {
        switch self {
        case .modelClass(let modelClass): modelClass.keyStyle
        case .structType(let structType): structType.keyStyle
        }
    }

    var dateStrategy: JSONModel.DateStrategy {
        switch self {
        case .modelClass(let modelClass): modelClass.dateStrategy
        case .structType(let structType): structType.dateStrategy
        }
    }

    var keyMapping: [String: String] {
        switch self {
        case .modelClass(let modelClass): modelClass.keyMapping
        case .structType(let structType): structType.keyMapping
        }
    }

    var constraints: [String: [JSONModel.Constraint]] {
        switch self {
        case .modelClass(let modelClass): modelClass.constraints
        case .structType(let structType): structType.constraints
        }
    }

    var rules: [JSONModel.Rule] {
        switch self {
        case .modelClass(let modelClass): modelClass.rules
        case .structType(let structType): structType.rules
        }
    }

    /// Calls `body` with the storage of a blank instance (every property at its default).
    func withBlankInstance<Result>(
        _ body: (UnsafeMutableRawPointer) throws(JSONModelError) -> Result
    ) throws(JSONModelError) -> Result {
        switch self {
        case .modelClass(let modelClass):
            let instance = modelClass.init()
            return try withExtendedLifetime(instance) { () throws(JSONModelError) -> Result in
                try body(FieldReflection.base(of: instance))
            }
        case .structType(let structType):
            return try structType.withBlankStorage(body)
        }
    }
}

extension JSONStruct {
    /// Calls `body` with the storage of `Self()`.
    static func withBlankStorage<Result>(
        _ body: (UnsafeMutableRawPointer) throws(JSONModelError) -> Result
    ) throws(JSONModelError) -> Result {
        var instance = Self()
        return try withMutableStorage(of: &instance, body)
    }
}

/// Calls `body` with the address of `value`'s storage.
@inline(__always)
func withMutableStorage<Value, Result>(
    of value: inout Value,
    _ body: (UnsafeMutableRawPointer) throws(JSONModelError) -> Result
) throws(JSONModelError) -> Result {
    // Typed throws straight through: going through a `Swift.Result` made unspecialized callers
    // (a `JSONStruct`'s codec) look up the `Result` type's metadata on every call.
    try withUnsafeMutablePointer(to: &value) { (pointer) throws(JSONModelError) -> Result in
        try body(UnsafeMutableRawPointer(pointer))
    }
}
