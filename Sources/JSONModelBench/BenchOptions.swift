/// The command line of `jsonmodel-bench`.
struct BenchOptions {
    /// `--corpus DIR`: where the public corpora are.
    var corpusDirectory: String?
    /// `--iterations N`: samples per operation; the best one counts.
    var iterations = 10
    /// Whether `--iterations` was given (each mode has its own default).
    var iterationsGiven = false
    /// `--filter TEXT`: only fixtures whose name contains the text.
    var filter: String?
    /// `--check`: run the self-checks instead of measuring.
    var check = false
    /// `--stream-mb N`: stream a generated array file of about N MB instead of measuring.
    var streamMegabytes: Int?
    /// `--scaling`: time pathological documents at two sizes instead of measuring fixtures.
    var scaling = false
    /// `--coder-per-call`: time a `JSONModelCoder` made per call against the plain entry point.
    var coderPerCall = false
    /// `--hooks`: time decoding with every object on the hook path against the plain decode.
    var hooks = false
    /// `--peers`: time msgspec on the public corpora, interleaved with our own runs.
    var peers = false
    /// `--url-split`: on the fixtures with many `URL`s, our decode against `JSONSerialization`
    /// with the time of Foundation's `URL(string:)` measured apart.
    var urlSplit = false
    /// `--sources`: JSON text against XML, dictionaries and the `Codable` bridge on the same
    /// models and data, with Foundation's coders on structs as the baseline.
    var sources = false
    /// `--constraints`: the generated products decoded into models with and without
    /// constraints, taking turns.
    var constraints = false
    /// `--profile OPERATION`: run only JSONModelKit's operation, `iterations` times, untimed.
    var profile: ProfiledOperation?
    /// `--help`: print the usage and exit.
    var help = false

    static let usage = """
        usage: swift run -c release jsonmodel-bench [--corpus DIR] [--iterations N] [--filter TEXT] [--check]
               swift run -c release jsonmodel-bench --stream-mb N [--filter TEXT]
               swift run -c release jsonmodel-bench --scaling
               swift run -c release jsonmodel-bench --coder-per-call
               swift run -c release jsonmodel-bench --hooks [--corpus DIR] [--iterations N]
               swift run -c release jsonmodel-bench --peers [--corpus DIR] [--iterations N] [--filter TEXT]
               swift run -c release jsonmodel-bench --url-split [--iterations N]
               swift run -c release jsonmodel-bench --sources [--corpus DIR] [--iterations N] [--filter TEXT]
               swift run -c release jsonmodel-bench --constraints [--iterations N]
               swift run -c release jsonmodel-bench --profile decode|encode|validate|decode-foundation|decode-xml|encode-xml [--iterations N] [--filter TEXT]
               swift run -c release jsonmodel-bench --profile decode-constraints [--iterations N] [--filter VARIANT]

          --corpus DIR      directory with twitter.json, citm_catalog.json and canada.json
                            (default: $JSONMODELKIT_CORPUS, then ../shared/data)
          --iterations N    samples per operation, best one counts (default 10; each operation
                            also stops after about a second once it has 3 samples)
          --filter TEXT     only fixtures whose name contains TEXT
          --check           decode every fixture with both libraries, compare representative
                            values, exit 1 on a mismatch
          --stream-mb N     write a generated array file and a JSON Lines file of about N MB each
                            to the temporary directory, decode them with sequence(fromJSONArrayAt:),
                            sequence(fromJSONArrayBytes:) and sequence(fromJSONLinesBytes:), each
                            from a nonisolated task and from the main actor, and print MB/s against
                            the in-memory decode and the peak resident memory (bounded); --filter
                            "file main" picks runs by "<file|bytes|lines> <nonisolated|main-actor>";
                            then 320,000 small objects (32.5 MB) streamed from a file against
                            arrayFromJSONData on the same bytes
          --scaling         time pathological documents (escapes, many keys, deep nesting, long
                            numbers, tiny arrays, non-ASCII, polymorphic models with hooks nested
                            50 and 500 levels deep) at 1 MB and 10 MB: the time ratio should
                            be about 10 (linear cost)
          --coder-per-call  decode a small document with a JSONModelCoder made for each call
                            and with the plain entry point (schemas are shared per configuration)
          --hooks           decode twitter.json (generated_medium without the corpora) plainly and
                            with every object handed to a decode hook as [String: JSONValue]
          --peers           decode and encode twitter.json, citm_catalog.json and canada.json with
                            JSONModelKit and with msgspec (Benchmarks/Peers/msgspec_peer.py, which
                            installs msgspec into .build-peers/ on first use), taking turns, and
                            print one table of times and ratios (default 20 rounds)
          --url-split       decode github_events and update_center (generated, many URL properties)
                            against JSONSerialization.jsonObject and JSONDecoder, and time Foundation's
                            URL(string:) on the same URLs alone, to show what is ours and what is not
          --sources         on generated_medium, github_events, update_center and the public corpora,
                            decode and encode the same models through every source and sink, taking
                            turns: JSON text, XML (made once by the models' own toXMLData and checked
                            to decode to the same summary; a fixture whose models cannot round-trip
                            through XML is noted and run without it), fromDictionary/toDictionary
                            (the dictionary made once by JSONSerialization), JSONSerialization plus
                            fromDictionary, the Codable bridge (JSONDecoder/JSONEncoder on the model
                            classes), and JSONDecoder/JSONEncoder on Codable structs; prints Markdown
                            tables of times, MB/s and ratios (default 10 rounds, or about 5 s
                            per fixture for the decodes and again for the encodes)
          --constraints     decode 10,000 generated products (ten fields: four Int, three Double,
                            three String) into models without constraints, with a numeric or
                            length constraint on every field, with a pattern on one field besides,
                            and with checksConstraints: false, taking turns, after checking that
                            all decode the same values and that the checks reject broken ones;
                            prints a Markdown table of best and median times and their ratios to
                            the models without constraints (default 50 rounds, or about 10 s)
          --profile OP      run only JSONModelKit's decode, encode or validate on the selected
                            fixtures, N times each, untimed and without Foundation: a steady
                            workload for a profiler (valgrind --tool=callgrind, perf);
                            decode-foundation runs Foundation's decode instead,
                            decode-xml fromXMLData on the XML the models write,
                            encode-xml toXMLData of the decoded models,
                            decode-constraints the --constraints document into the models of
                            the variants --filter picks (none, numeric-length, pattern,
                            checks-off; all without --filter)
        """

    /// An operation `--profile` can run.
    enum ProfiledOperation: String {
        case decode
        case encode
        case validate
        /// Foundation's `JSONDecoder` on the same fixture, for comparing allocation counts.
        case foundationDecode = "decode-foundation"
        /// `fromXMLData` on the XML the fixture's models write (as `--sources` makes it).
        case xmlDecode = "decode-xml"
        /// `toXMLData` of the fixture's decoded models (as `--sources` times it).
        case xmlEncode = "encode-xml"
        /// The `--constraints` document decoded into the models of the variants `--filter`
        /// picks, not a fixture.
        case constraintsDecode = "decode-constraints"
    }

    /// A command-line mistake, reported with the usage text.
    struct UsageError: Error, CustomStringConvertible {
        let description: String
    }

    /// Parses the arguments after the program name.
    ///
    /// - Throws: `UsageError` for an unknown option or a missing or invalid value.
    init(arguments: [String]) throws(UsageError) {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--corpus":
                corpusDirectory = try Self.value(for: argument, from: &remaining)
            case "--iterations":
                let text = try Self.value(for: argument, from: &remaining)
                guard let count = Int(text), count > 0 else {
                    throw UsageError(description: "--iterations needs a positive number, not \(text)")
                }
                iterations = count
                iterationsGiven = true
            case "--filter":
                filter = try Self.value(for: argument, from: &remaining)
            case "--check":
                check = true
            case "--scaling":
                scaling = true
            case "--url-split":
                urlSplit = true
            case "--sources":
                sources = true
            case "--peers":
                peers = true
            case "--coder-per-call":
                coderPerCall = true
            case "--hooks":
                hooks = true
            case "--constraints":
                constraints = true
            case "--profile":
                let text = try Self.value(for: argument, from: &remaining)
                guard let operation = ProfiledOperation(rawValue: text) else {
                    throw UsageError(
                        description:
                            """
                            --profile needs decode, encode, validate, decode-foundation, decode-xml, encode-xml \
                            or decode-constraints, not \(text)
                            """
                    )
                }
                profile = operation
            case "--stream-mb":
                let text = try Self.value(for: argument, from: &remaining)
                guard let megabytes = Int(text), megabytes > 0 else {
                    throw UsageError(description: "--stream-mb needs a positive number, not \(text)")
                }
                streamMegabytes = megabytes
            case "--help", "-h":
                help = true
            default:
                throw UsageError(description: "unknown argument \(argument)")
            }
        }
    }

    private static func value(for option: String, from remaining: inout ArraySlice<String>) throws(UsageError) -> String
    {
        guard let value = remaining.popFirst() else {
            throw UsageError(description: "\(option) needs a value")
        }
        return value
    }
}
