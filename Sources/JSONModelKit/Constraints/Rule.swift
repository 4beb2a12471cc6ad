extension JSONModel {
    /// A check across several properties of a model or struct, such as two passwords that must
    /// match; declared in ``JSONModel/rules`` or ``JSONStruct/rules``.
    ///
    /// ```swift
    /// Rule("passwordsMatch", properties: ["password", "confirm"], message: "the passwords differ") {
    ///     (m: SignUp) in m.password == m.confirm
    /// }
    /// ```
    ///
    /// The rule runs once every property in ``properties`` decoded without error (even when
    /// other properties failed), and in ``JSONModel/validate()``. When the closure returns
    /// `false` the error has code ``JSONModelError/Code/constraintViolated``, the rule's
    /// ``name`` as ``JSONModelError/constraint``, and the ``message``; its path is the model's
    /// and its property the first one named. JSON Schema export lists the rule under `x-rules`.
    ///
    /// `@unchecked Sendable`: the closures it stores wrap the `@Sendable` check and read the
    /// model's type; nothing in a rule changes after it is made.
    public struct Rule: @unchecked Sendable {
        /// The rule's name: ``JSONModelError/constraint`` of its failures, and its name in
        /// JSON Schema's `x-rules`.
        public let name: String
        /// The Swift names of the properties the rule reads.
        public let properties: [String]
        /// What a failure says, such as `the passwords differ`.
        public let message: String
        /// The type the closure takes, for the schema to check that it is the model's.
        let subjectType: any Any.Type
        /// Whether a model of type `type` can be handed to the closure.
        let accepts: (any Any.Type) -> Bool
        /// Whether the rule holds for the model at `subject`.
        let holds: (RuleSubject) -> Bool

        /// A rule of a ``JSONModel`` subclass: `check` takes the model (its class or a
        /// superclass) and returns whether the rule holds.
        ///
        /// - Parameters:
        ///   - name: The rule's name, in errors and in JSON Schema.
        ///   - properties: The Swift names of the properties `check` reads: the rule runs once
        ///     they all decoded without error.
        ///   - message: What a failure says.
        ///   - check: Whether the rule holds for a model.
        public init<Model: JSONModel>(
            _ name: String,
            properties: [String],
            message: String,
            _ check: @escaping @Sendable (Model) -> Bool
        ) {
            self.name = name
            self.properties = properties
            self.message = message
            self.subjectType = Model.self
            self.accepts = { $0 is Model.Type }
            self.holds = { subject in
                // The schema checked the model's class when it was built.
                guard let model = subject.object as? Model else { return false }
                return check(model)
            }
        }

        /// A rule of a ``JSONStruct``: `check` takes the struct and returns whether the rule
        /// holds.
        ///
        /// - Parameters:
        ///   - name: The rule's name, in errors and in JSON Schema.
        ///   - properties: The Swift names of the properties `check` reads: the rule runs once
        ///     they all decoded without error.
        ///   - message: What a failure says.
        ///   - check: Whether the rule holds for a value.
        public init<Model: JSONStruct>(
            _ name: String,
            properties: [String],
            message: String,
            _ check: @escaping @Sendable (Model) -> Bool
        ) {
            self.name = name
            self.properties = properties
            self.message = message
            self.subjectType = Model.self
            self.accepts = { $0 == Model.self }
            self.holds = { subject in
                // The schema checked the struct's type when it was built.
                check(subject.base.load(as: Model.self))
            }
        }
    }
}

/// What a rule checks: the storage of a model or struct, and the model when it is a class.
struct RuleSubject {
    /// The instance's storage: the object of a class, the value of a struct.
    let base: UnsafeRawPointer
    /// The model, for a class.
    let object: JSONModel?
}
