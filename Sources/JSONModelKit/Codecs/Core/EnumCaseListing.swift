/// A codec of a raw-value enum that lists its cases, for a JSON Schema's `enum`.
///
/// A ``CodecShape`` holds the codec rather than the list, so that making a shape stays cheap:
/// the cases are found by reflection and written as JSON only when a schema asks for them.
protocol EnumCaseListing: AnyObject {
    /// The raw values of the enum's cases as JSON, in declaration order: empty when the cases
    /// cannot be listed, and without a raw value its codec cannot write.
    var jsonRawValues: [JSONValue] { get }
}
