import Foundation
import JSONModelGenerator

// `jsonmodel`: parses the command line, runs the generator, and turns every failure into one
// line on standard error and exit status 1.

/// Writes `text` to standard error.
func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}

/// Writes `text` to the file at `path`, or exits with status 1 saying why it cannot.
func write(_ text: String, to path: String) {
    do {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
        printError("jsonmodel: error: \(path): cannot be written (\(error.localizedDescription))")
        exit(1)
    }
}

/// The root name for a file: its name without extension, in UpperCamelCase
/// (`search-results.json` → `SearchResults`).
func defaultRootName(for file: String) -> String {
    let base = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
    let words = base.split(whereSeparator: { !($0.isASCII && ($0.isLetter || $0.isNumber)) })
    let name = words.map { word in word.prefix(1).uppercased() + word.dropFirst() }.joined()
    guard let first = name.first, first.isLetter else { return "Root" + name }
    return name
}

do {
    switch try CommandLineArguments.parse(Array(CommandLine.arguments.dropFirst())) {
    case .help:
        print(HelpText.text)
    case .generate(let command):
        let options = GeneratorOptions(
            rootName: command.rootName ?? command.files.first.map(defaultRootName(for:)) ?? "Root",
            style: command.style,
            infersDates: command.infersDates
        )
        var samples: [SampleDocument] = []
        for file in command.files {
            if file == "-" {
                samples.append(SampleDocument(name: "stdin", data: FileHandle.standardInput.readDataToEndOfFile()))
            } else {
                samples.append(try SampleDocument(contentsOf: URL(fileURLWithPath: file)))
            }
        }
        let generated = try ModelGenerator(options: options).generateModels(from: samples)
        if let schema = command.schema {
            write(generated.jsonSchemaText, to: schema)
        }
        if let output = command.output {
            write(generated.source, to: output)
        } else {
            FileHandle.standardOutput.write(Data(generated.source.utf8))
        }
    }
} catch let error as CommandLineArguments.UsageError {
    printError("jsonmodel: error: \(error.message)")
    exit(1)
} catch {
    printError("jsonmodel: error: \(error)")
    exit(1)
}
