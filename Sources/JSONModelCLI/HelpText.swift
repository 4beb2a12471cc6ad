/// The text `jsonmodel --help` prints.
enum HelpText {
    /// Usage, options and an example.
    static let text = """
        jsonmodel: generate JSONModelKit model types from sample JSON documents.

        USAGE
          jsonmodel generate SAMPLE.json [MORE.json ...] [--root NAME] [--output FILE]
                             [--schema FILE] [--style class|struct] [--no-dates]

        OPTIONS
          --root NAME         The top-level type's name (default: the first file's name,
                              e.g. twitter.json gives Twitter).
          -o, --output FILE   Write the Swift source to FILE instead of standard output.
          --schema FILE       Also write the JSON Schema of the root type to FILE (what
                              Root.jsonSchema() reports for the generated code).
          --style STYLE       'class' (default): final class X: JSONModel;
                              'struct': struct X: JSONStruct.
          --no-dates          Keep date strings as String instead of Date with @ISO8601/@DateOnly.
          -h, --help          Show this help.

        A sample named - is read from standard input.

        Samples that are objects, or arrays of objects, give a root model; any other JSON (an
        array of numbers or of arrays, a string, a number, a mix) gives a typealias, such as
        typealias Root = [Double], decoded with JSONModelCoder().decodeValue(Root.self, ...).
        All samples and all array elements are merged: a key missing somewhere becomes
        optional, mixed types become JSONValue, objects keyed by numbers or UUIDs become
        [String: V]. The generated file's header says how to decode.

        EXAMPLE
          swift run jsonmodel generate timeline.json --root Timeline --output Models.swift

        Exit status: 0 on success, 1 on any error (the message goes to standard error).
        """
}
