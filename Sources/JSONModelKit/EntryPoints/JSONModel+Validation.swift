extension JSONModel {
    /// Checks the model's constraints and rules (``constraints``, ``rules``) on its current
    /// values, and those of the models, structs and collections it holds: for a model built or
    /// changed in code (a form, a view model) before it is sent or saved.
    ///
    /// ```swift
    /// let signUp = SignUp()
    /// signUp.age = 9
    /// do {
    ///     try signUp.validate()
    /// } catch {
    ///     print(error)   // SignUp.age: expected at least 13, found 9
    /// }
    /// ```
    ///
    /// - Throws: ``JSONModelError/Code/constraintViolated`` for one broken constraint or rule,
    ///   ``JSONModelError/Code/multiple`` listing them all in ``JSONModelError/errors`` when
    ///   there are several; each names its path, model, property and ``JSONModelError/constraint``.
    public func validate() throws(JSONModelError) {
        let walk = ValidationWalk()
        walk.collectViolations(of: self)
        if let failure = walk.combinedFailure(rootType: type(of: self)) { throw failure }
    }
}

extension JSONStruct {
    /// Checks the value's constraints and rules (``JSONStruct/constraints``,
    /// ``JSONStruct/rules``), and those of the models, structs and collections it holds (see
    /// ``JSONModel/validate()``).
    ///
    /// - Throws: ``JSONModelError/Code/constraintViolated`` for one broken constraint or rule,
    ///   ``JSONModelError/Code/multiple`` listing them all when there are several.
    public func validate() throws(JSONModelError) {
        let walk = ValidationWalk()
        walk.collectViolations(of: self)
        if let failure = walk.combinedFailure(rootType: Self.self) { throw failure }
    }
}
