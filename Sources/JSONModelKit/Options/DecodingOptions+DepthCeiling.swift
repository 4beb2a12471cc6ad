extension JSONModel.DecodingOptions {
    /// The largest nesting depth any decode or parse accepts, whatever `maxDepth` asks for:
    /// 1,000 levels.
    ///
    /// Decoding, encoding and writing, comparing and hashing ``JSONValue`` run iteratively or
    /// stop at a stack guard, but releasing a nested value cannot: the Swift runtime frees an
    /// array's elements, or a model's properties, one call deeper per level (measured on
    /// x86_64 Linux, release build: 144 bytes a level for a `JSONValue` of arrays, 160 for
    /// objects, 240 for a model holding `[Node]` or a `[String: Any]` from `toDictionary`). At
    /// 1,000 levels that is at most about 240 KB, so everything the library builds from an
    /// accepted document (values, models, dictionaries) is used and released safely on a
    /// thread with a 512 KiB stack. ``maxDepth`` and `JSONValue(parsing:maxDepth:)` lower a
    /// larger limit to this one; `JSONValue.validate(_:maxDepth:)`, which builds nothing, does
    /// not.
    public static let maxDepthCeiling = 1_000
}
