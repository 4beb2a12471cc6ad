extension JSONModel {
    /// A property registered with a key path, for ``JSONModel/keyPathProperties``.
    ///
    /// ```swift
    /// override class var keyPathProperties: [KeyPathProperty] {
    ///     super.keyPathProperties + [
    ///         KeyPathProperty("fullName", \Person.fullName),              // key "full_name"
    ///         KeyPathProperty("score", \Person.score, key: "points"),
    ///     ]
    /// }
    /// ```
    ///
    /// Key paths cannot report their own property names, so the Swift name is given: it is used
    /// for the default key, in error messages and for ``JSONModel/propertyIsOptional(_:)``.
    public struct KeyPathProperty: @unchecked Sendable {
        // @unchecked: key paths are immutable; the closure captures only the key path.
        let name: String
        let key: String?
        let rootType: JSONModel.Type
        let makeAccessor: (CodecFactory) throws(JSONModelError) -> PropertyAccessor

        /// Registers a read-write property.
        ///
        /// - Parameters:
        ///   - name: The property's Swift name.
        ///   - keyPath: A writable key path from the model class (or a superclass) to the value.
        ///   - key: The JSON key; `nil` derives it from `name` with the class's ``keyStyle``.
        public init<Root: JSONModel, Value>(
            _ name: String,
            _ keyPath: ReferenceWritableKeyPath<Root, Value>,
            key: String? = nil
        ) {
            self.name = name
            self.key = key
            self.rootType = Root.self
            self.makeAccessor = { (factory: CodecFactory) throws(JSONModelError) -> PropertyAccessor in
                KeyPathAccessor(keyPath: keyPath, codec: try factory.codec(for: Value.self))
            }
        }
    }
}
