/// What the value at a document's root (or at a path in it) is decoded as: a model, a
/// ``JSONStruct``, or an array of either.
///
/// One root reads its value from any ``DecodingSource``, so one path decodes every document:
/// JSON text in one pass, or a tape (``JSONModelCoder/decode(_:from:)-(_,UnsafeBufferPointer<UInt8>)``).
protocol DocumentRoot {
    /// What the root decodes to.
    associatedtype Value

    /// The type failures name as the document's root type (by default, `Value`).
    var rootType: any Any.Type { get }

    /// Decodes the value at `input`'s cursor and moves the cursor past it.
    func decode(_ input: inout some DecodingSource, in context: DecodingContext) throws(JSONModelError) -> Value
}

extension DocumentRoot {
    var rootType: any Any.Type { Value.self }
}

/// A model of `modelClass` (or the subclass its ``JSONModel/classForDecoding(from:)`` picks), as a
/// `JSONModel`: the entry points are generic over the model and run unspecialized, so they read
/// `JSONModel`s and cast once (``JSONModelCoder/downcast(_:to:)``).
struct ModelRoot: DocumentRoot {
    typealias Value = JSONModel

    let modelClass: JSONModel.Type

    var rootType: any Any.Type { modelClass }

    @inline(__always)
    func decode(_ input: inout some DecodingSource, in context: DecodingContext) throws(JSONModelError) -> Value {
        try modelClass.decodeInstance(from: &input, in: context)
    }
}

/// A ``JSONStruct`` value, read by its codec (made once for the document).
struct StructRoot<Model: JSONStruct>: DocumentRoot {
    let codec: StructCodec<Model>

    /// The root of a `Model` value, whose schema is looked up in `cache` once.
    init(_ type: Model.Type, in cache: SchemaCache) {
        codec = StructCodec<Model>(preparedIn: cache)
    }

    @inline(__always)
    func decode(_ input: inout some DecodingSource, in context: DecodingContext) throws(JSONModelError) -> Model {
        try codec.decodeObject(from: &input, in: context)
    }
}

/// A JSON array whose elements are each read by `element`.
struct ArrayRoot<Element: DocumentRoot>: DocumentRoot {
    typealias Value = [Element.Value]

    let element: Element

    var rootType: any Any.Type { element.rootType }

    @inline(__always)
    func decode<Input: DecodingSource>(
        _ input: inout Input,
        in context: DecodingContext
    ) throws(JSONModelError) -> Value {
        try decodeArrayElements(
            from: &input,
            in: context,
            mismatch: { index in
                JSONModelError(
                    code: .typeMismatch,
                    message: "expected an array of \(rootType), found \(context.describeValue(at: index))"
                )
            },
            decodeElement: { (input: inout Input) throws(JSONModelError) in
                try element.decode(&input, in: context)
            }
        )
    }
}
