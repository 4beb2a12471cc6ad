/// The options for each element of a streamed array.
enum JSONArrayElementOptions {
    /// The same options, one level shallower: the array itself is one level of nesting.
    static func forElements(of options: JSONModel.DecodingOptions) -> JSONModel.DecodingOptions {
        var elementOptions = options
        elementOptions.maxDepth = Swift.max(0, options.maxDepth - 1)
        return elementOptions
    }

    /// `error`, from an element decoded with `elementOptions` (``forElements(of:)``), as the
    /// caller of the stream reads it: a depth failure names the caller's `maxDepth`, as the
    /// same array decoded in memory does, not the element's.
    static func failureForCaller(
        _ error: JSONModelError,
        elementOptions: JSONModel.DecodingOptions
    ) -> JSONModelError {
        var failure = error
        if failure.code == .tooDeeplyNested,
            failure.message == JSONReader.depthMessage(maxDepth: elementOptions.maxDepth)
        {
            failure.message = JSONReader.depthMessage(maxDepth: elementOptions.maxDepth + 1)
        }
        return failure
    }
}
