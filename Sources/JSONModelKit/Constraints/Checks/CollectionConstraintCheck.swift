/// The constraints of a collection as a whole: its size (`.count`) and the uniqueness of its
/// elements (`.uniqueItems`); `.each` is handed to the element codec instead.
enum CollectionConstraintCheck {
    /// `constraints` split into those about the collection (`.count`, `.uniqueItems`) and
    /// those for each element (the contents of every `.each`, in order).
    static func split(
        _ constraints: [JSONModel.Constraint]
    ) -> (whole: [JSONModel.Constraint], each: [JSONModel.Constraint]) {
        var whole: [JSONModel.Constraint] = []
        var each: [JSONModel.Constraint] = []
        for constraint in constraints {
            if case .each(let inner) = constraint.requirement {
                each += inner
            } else {
                whole.append(constraint)
            }
        }
        return (whole, each)
    }

    /// `codec` checking `constraints`: those for each element by `element` (rebuilt into a
    /// collection codec by `rebuild`), those about the whole by a ``ConstrainedCodec`` around it.
    ///
    /// - Parameters:
    ///   - codec: The collection's codec.
    ///   - constraints: The property's constraints.
    ///   - element: The codec of the elements (of the values, for a dictionary).
    ///   - isObject: Whether the collection is a JSON object (a dictionary), whose size keywords
    ///     are `minProperties` and `maxProperties`, and which has no `uniqueItems`.
    ///   - count: The number of elements of the collection at a pointer.
    ///   - elements: The elements of the collection at a pointer, for `uniqueItems`.
    ///   - rebuild: The collection codec with another element codec.
    ///   - rebuildCheckingDocument: For a collection that can hold fewer elements than its JSON
    ///     array (a `Set` keeps one of repeated elements): the collection codec with another
    ///     element codec, checking the constraints about the whole on the elements it decoded,
    ///     repeats included, as JSON Schema's `minItems`, `maxItems` and `uniqueItems` count
    ///     the array's. The ``ConstrainedCodec`` around it then checks only values built in
    ///     code (``JSONModel/validate()``).
    /// - Returns: The codec checking the constraints.
    /// - Throws: ``ConstraintMisuse`` for a constraint that is not about collections, or that
    ///   cannot apply to the elements.
    static func constrained<Collection, Element>(
        _ codec: ValueCodec<Collection>,
        by constraints: [JSONModel.Constraint],
        element: ValueCodec<Element>,
        isObject: Bool,
        count: @escaping (UnsafeRawPointer) -> Int,
        elements: @escaping (UnsafeRawPointer) -> [Element],
        rebuild: (ValueCodec<Element>) -> ValueCodec<Collection>,
        rebuildCheckingDocument: ((ValueCodec<Element>, ConstraintCheck) -> ValueCodec<Collection>)? = nil
    ) throws(ConstraintMisuse) -> ValueCodec<Collection> {
        guard !constraints.isEmpty else { return codec }
        let (whole, each) = split(constraints)
        let elementCodec = each.isEmpty ? element : try element.constrained(by: each)
        let result = each.isEmpty ? codec : rebuild(elementCodec)
        guard !whole.isEmpty else { return result }
        for constraint in whole {
            try constraint.checkWellFormed()
            switch constraint.requirement {
            case .count:
                continue
            case .uniqueItems where !isObject:
                continue
            default:
                throw ConstraintCompiler.misuse(constraint, on: codec.typeName)
            }
        }
        let check = wholeCheck(whole, element: element, isObject: isObject, count: count, elements: elements)
        guard let rebuildCheckingDocument else {
            return ConstrainedCodec(wrapping: result, constraints: whole, check: check)
        }
        let documentCheck = wholeCheck(
            whole,
            element: element,
            isObject: isObject,
            count: { $0.load(as: [Element].self).count },
            elements: { $0.load(as: [Element].self) }
        )
        return ConstrainedCodec(
            wrapping: rebuildCheckingDocument(elementCodec, documentCheck),
            constraints: whole,
            check: check,
            checksDecodedValues: false
        )
    }

    /// The check of `whole` (`.count`, `.uniqueItems`) on the collection at a pointer.
    private static func wholeCheck<Element>(
        _ whole: [JSONModel.Constraint],
        element: ValueCodec<Element>,
        isObject: Bool,
        count: @escaping (UnsafeRawPointer) -> Int,
        elements: @escaping (UnsafeRawPointer) -> [Element]
    ) -> ConstraintCheck {
        ConstraintCheck { raw in
            for constraint in whole {
                let violation =
                    if case .uniqueItems = constraint.requirement {
                        constraint.violation(byElements: elements(raw).map { jsonValue(of: $0, codec: element) })
                    } else {
                        constraint.violation(byCount: count(raw), isObject: isObject)
                    }
                if let violation { return violation }
            }
            return nil
        }
    }

    /// `element` as JSON, as JSON Schema compares array elements (`1` and `1.0` are one
    /// number, key order does not count): what its codec writes.
    private static func jsonValue<Element>(of element: Element, codec: ValueCodec<Element>) -> JSONValue {
        // A value that cannot be written (a NaN) is compared by its description.
        JSONSchemaValues.json(of: element, codec: codec) ?? .string("\(element)")
    }
}

extension CollectionConstraintCheck {
    /// ``constrained(_:by:element:isObject:count:elements:rebuild:rebuildCheckingDocument:)``
    /// for an array codec (``ArrayCodec``, ``LossyArrayCodec``).
    static func constrainedArray<Element>(
        _ codec: ValueCodec<[Element]>,
        by constraints: [JSONModel.Constraint],
        element: ValueCodec<Element>,
        rebuild: (ValueCodec<Element>) -> ValueCodec<[Element]>
    ) throws(ConstraintMisuse) -> ValueCodec<[Element]> {
        try constrained(
            codec,
            by: constraints,
            element: element,
            isObject: false,
            count: { $0.load(as: [Element].self).count },
            elements: { $0.load(as: [Element].self) },
            rebuild: rebuild
        )
    }

    /// ``constrained(_:by:element:isObject:count:elements:rebuild:rebuildCheckingDocument:)``
    /// for a dictionary codec with keys of any type (``DictionaryCodec``,
    /// ``KeyedDictionaryCodec``, ``LossyDictionaryCodec``): `.each` is for its values.
    static func constrainedDictionary<Key: Hashable, Value>(
        _ codec: ValueCodec<[Key: Value]>,
        by constraints: [JSONModel.Constraint],
        value: ValueCodec<Value>,
        rebuild: (ValueCodec<Value>) -> ValueCodec<[Key: Value]>
    ) throws(ConstraintMisuse) -> ValueCodec<[Key: Value]> {
        try constrained(
            codec,
            by: constraints,
            element: value,
            isObject: true,
            count: { $0.load(as: [Key: Value].self).count },
            elements: { Array($0.load(as: [Key: Value].self).values) },
            rebuild: rebuild
        )
    }
}
