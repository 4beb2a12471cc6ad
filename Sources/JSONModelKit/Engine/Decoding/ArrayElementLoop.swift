/// The loop shared by every `decodeArray`, for the array at tape `index` whose type is named
/// by `arrayCodec`; `decodeElement` reads the element at its source's cursor.
///
/// The element closure is passed on as it is, not wrapped: inlined into a concrete caller, the
/// loop then calls the caller's closure inline.
@inline(__always)
func decodeArrayElements<Element>(
    at index: Int,
    in context: DecodingContext,
    arrayCodec: AnyValueCodec,
    decodeElement: (inout TapeSource) throws(JSONModelError) -> Element
) throws(JSONModelError) -> [Element] {
    try decodeArrayElements(
        at: index,
        in: context,
        mismatch: { arrayCodec.mismatch(context, at: index) },
        decodeElement: decodeElement
    )
}

/// ``decodeArrayElements(at:in:arrayCodec:decodeElement:)`` for an array whose mismatch error
/// `mismatch` makes (for the value at `index`, the only one a tape's array loop reports).
@inline(__always)
func decodeArrayElements<Element>(
    at index: Int,
    in context: DecodingContext,
    mismatch: () -> JSONModelError,
    decodeElement: (inout TapeSource) throws(JSONModelError) -> Element
) throws(JSONModelError) -> [Element] {
    var source = TapeSource(index: index)
    return try decodeArrayElements(
        from: &source,
        in: context,
        mismatch: { _ in mismatch() },
        decodeElement: decodeElement
    )
}

/// Decodes each element of the JSON array at `source`'s cursor and moves the cursor past it.
///
/// Failures get the element index in their path and are collected when the options ask for
/// it; `mismatch` makes the error for a value at a tape index that is no array. The elements
/// are appended to `buffer` (an empty array whose storage is reused, or `[]`), made only for
/// an array that has elements.
///
/// Inlined into each caller, so a concrete caller gets a specialized loop.
@inline(__always)
func decodeArrayElements<Element, Source: DecodingSource>(
    from source: inout Source,
    in context: DecodingContext,
    mismatch: (Int) -> JSONModelError,
    appendingTo buffer: @autoclosure () -> [Element] = [],
    decodeElement: (inout Source) throws(JSONModelError) -> Element
) throws(JSONModelError) -> [Element] {
    guard source.kind(in: context) == .array else { throw mismatch(try source.takeValue(in: context)) }
    var array = try source.beginArray(in: context)
    let count = source.elementCount(of: array, in: context)
    // Empty arrays are common (no hashtags, no links); in unspecialized code, reserving and
    // appending would each look up the array type's metadata first.
    if count == 0 { return [] }
    guard try source.nextElement(of: &array, in: context) else { return [] }
    var result = buffer()
    if let count { result.reserveCapacity(count) }
    var failures: [JSONModelError] = []
    var position = 0
    repeat {
        let mark = source.mark
        let scratchMark = source.scratchMark
        do throws(JSONModelError) {
            result.append(try decodeElement(&source))
        } catch {
            try collectElementFailure(error, at: position, from: &source, mark: mark, in: context, failures: &failures)
        }
        // The element is decoded: what it read onto the scratch tape is not needed any more.
        source.releaseScratch(to: scratchMark, in: context)
        position += 1
    } while try source.nextElement(of: &array, in: context)
    if !failures.isEmpty { throw JSONModelError.combining(failures) }
    return result
}

/// Adds the element's index and location to `error`, collects it (or throws it when not
/// collecting), and moves `source` past the element at `mark`.
///
/// Out of the element loop, which keeps its frame small (one is on the stack per level of
/// nested models).
@inline(never)
func collectElementFailure<Source: DecodingSource>(
    _ error: JSONModelError,
    at position: Int,
    from source: inout Source,
    mark: Source.Mark,
    in context: DecodingContext,
    failures: inout [JSONModelError]
) throws(JSONModelError) {
    var failure = error
    failure.locate(atByteOffset: source.offset(of: mark, in: context))
    failure.prepend(.index(position))
    try context.collect(failure, into: &failures)
    try source.skipValue(from: mark, in: context)
}
