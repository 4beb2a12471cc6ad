import JSONModelGenerator

/// The parsed command line of `jsonmodel`.
///
/// Parsing is hand-written (the package has no dependencies): a subcommand, then files and
/// options in any order, `--name value` or `--name=value`, and `--` to end the options.
enum CommandLineArguments: Equatable {
    /// `jsonmodel --help`, `jsonmodel help` or `jsonmodel generate --help`.
    case help
    /// `jsonmodel generate FILE... [--root NAME] [--output FILE] [--schema FILE] [--style class|struct]
    /// [--no-dates]`.
    case generate(GenerateCommand)

    /// The arguments of `generate`.
    struct GenerateCommand: Equatable {
        /// The sample files, in order.
        var files: [String] = []
        /// The root type's name; `nil` means the first file's name in UpperCamelCase.
        var rootName: String?
        /// Where to write the source; `nil` means standard output.
        var output: String?
        /// Where to write the JSON Schema of the root type; `nil` means nowhere.
        var schema: String?
        /// Classes or structs.
        var style: GeneratorOptions.Style = .classes
        /// Whether strings may become dates.
        var infersDates = true
    }

    /// A command line that cannot be parsed; the message says how to fix it.
    struct UsageError: Error, Equatable {
        /// What is wrong, as one line.
        var message: String
    }

    /// Parses the arguments after the program name.
    ///
    /// - Throws: ``UsageError`` for an unknown subcommand or option, a missing option value,
    ///   or no files.
    static func parse(_ arguments: [String]) throws(UsageError) -> CommandLineArguments {
        guard let subcommand = arguments.first else { return .help }
        switch subcommand {
        case "-h", "--help", "help":
            return .help
        case "generate":
            return try parseGenerate(Array(arguments.dropFirst()))
        default:
            throw UsageError(
                message: "unknown command '\(subcommand)'; the command is 'generate' (see 'jsonmodel --help')"
            )
        }
    }

    private static func parseGenerate(_ arguments: [String]) throws(UsageError) -> CommandLineArguments {
        var command = GenerateCommand()
        var index = 0
        var optionsEnded = false
        func value(for option: String, inline: String?) throws(UsageError) -> String {
            if let inline { return inline }
            index += 1
            guard index < arguments.count else { throw UsageError(message: "\(option) needs a value") }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                command.files.append(argument)
                index += 1
                continue
            }
            let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
            let option = parts[0]
            let inline = parts.count > 1 ? parts[1] : nil
            switch option {
            case "--":
                optionsEnded = true
            case "-h", "--help":
                return .help
            case "--root":
                command.rootName = try value(for: option, inline: inline)
            case "-o", "--output":
                command.output = try value(for: option, inline: inline)
            case "--schema":
                command.schema = try value(for: option, inline: inline)
            case "--style":
                let style = try value(for: option, inline: inline)
                guard let parsed = GeneratorOptions.Style(rawValue: style) else {
                    throw UsageError(message: "--style must be 'class' or 'struct', not '\(style)'")
                }
                command.style = parsed
            case "--no-dates":
                guard inline == nil else { throw UsageError(message: "--no-dates takes no value") }
                command.infersDates = false
            default:
                throw UsageError(message: "unknown option '\(option)' (see 'jsonmodel --help')")
            }
            index += 1
        }
        guard !command.files.isEmpty else {
            throw UsageError(message: "no sample files given: jsonmodel generate sample.json --root Name")
        }
        return .generate(command)
    }
}
