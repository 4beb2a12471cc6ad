/// Compiles a ``PatternNode`` tree into the instructions of a Thompson NFA.
///
/// Counted repetition is expanded into copies of its body, so the program's size is capped
/// (``maximumInstructions``): a pattern such as `(a{1000}){1000}` is refused before it is built
/// rather than filling memory. The cap is checked as instructions are added, so a refused
/// pattern costs at most the cap's work.
struct PatternCompiler {
    /// The most instructions (NFA states) a program may have.
    static let maximumInstructions = 10_000

    /// The instructions so far.
    private(set) var instructions: [PatternInstruction] = []

    /// The scalar sets the `scalarSet` instructions point into.
    private(set) var sets: [ScalarSet] = []

    /// Where the outermost repetition being expanded is in the pattern: the place a "too large"
    /// error points at (0 outside any repetition).
    private var repetitionOffset: Int? = nil

    /// Compiles a tree into a program that ends with `match`.
    ///
    /// - Parameter node: The parsed pattern.
    /// - Returns: The instructions and the sets they use.
    /// - Throws: `PatternSyntaxError` when the program would pass ``maximumInstructions``.
    static func compile(
        _ node: PatternNode
    ) throws(PatternSyntaxError) -> (instructions: [PatternInstruction], sets: [ScalarSet]) {
        var compiler = PatternCompiler()
        try compiler.emit(node)
        try compiler.append(.match)
        return (compiler.instructions, compiler.sets)
    }

    /// Adds one instruction and returns its index.
    @discardableResult
    private mutating func append(_ instruction: PatternInstruction) throws(PatternSyntaxError) -> Int {
        guard instructions.count < Self.maximumInstructions else {
            throw PatternSyntaxError(
                "pattern too large: it compiles to more than \(Self.maximumInstructions) states "
                    + "(counted repetition such as '{1000}' copies what it repeats)",
                at: repetitionOffset ?? 0
            )
        }
        instructions.append(instruction)
        return instructions.count - 1
    }

    /// Adds the instructions of a node.
    private mutating func emit(_ node: PatternNode) throws(PatternSyntaxError) {
        switch node {
        case .empty:
            break
        case .scalars(let set):
            if set.ranges.count == 1, let range = set.ranges.first, range.lowerBound == range.upperBound {
                try append(.scalar(range.lowerBound))
            } else {
                sets.append(set)
                try append(.scalarSet(sets.count - 1))
            }
        case .textStart:
            try append(.textStart)
        case .textEnd:
            try append(.textEnd)
        case .wordBoundary(let negated):
            try append(.wordBoundary(negated: negated))
        case .concatenation(let nodes):
            for node in nodes { try emit(node) }
        case .alternation(let nodes):
            try emitAlternation(nodes)
        case .repetition(let body, let minimum, let maximum, let offset):
            let outer = repetitionOffset
            repetitionOffset = outer ?? offset
            try emitRepetition(body, minimum: minimum, maximum: maximum)
            repetitionOffset = outer
        }
    }

    /// `split a, next; a; jump end; next: split b, next2; b; jump end; ...; last; end:`.
    private mutating func emitAlternation(_ nodes: [PatternNode]) throws(PatternSyntaxError) {
        var jumpsToEnd: [Int] = []
        for (index, node) in nodes.enumerated() {
            if index == nodes.count - 1 {
                try emit(node)
            } else {
                let split = try append(.split(0, 0))
                try emit(node)
                jumpsToEnd.append(try append(.jump(0)))
                instructions[split] = .split(split + 1, instructions.count)
            }
        }
        for jump in jumpsToEnd { instructions[jump] = .jump(instructions.count) }
    }

    /// `body{minimum}` then either a loop (no maximum) or `maximum - minimum` optional copies.
    private mutating func emitRepetition(
        _ body: PatternNode,
        minimum: Int,
        maximum: Int?
    ) throws(PatternSyntaxError) {
        // Copies of nothing are nothing; skipping them keeps `((){99999}){99999}` from looping.
        if Self.compilesToNothing(body) { return }
        guard let maximum else {
            if minimum == 0 {
                // loop: split body, out; body; jump loop; out:
                let loop = try append(.split(0, 0))
                try emit(body)
                try append(.jump(loop))
                instructions[loop] = .split(loop + 1, instructions.count)
            } else {
                // body{minimum - 1}, then last: body; split last, out
                for _ in 0..<(minimum - 1) { try emit(body) }
                let last = instructions.count
                try emit(body)
                try append(.split(last, instructions.count + 1))
            }
            return
        }
        for _ in 0..<minimum { try emit(body) }
        var splitsToEnd: [Int] = []
        for _ in minimum..<maximum {
            splitsToEnd.append(try append(.split(0, 0)))
            try emit(body)
        }
        for split in splitsToEnd { instructions[split] = .split(split + 1, instructions.count) }
    }

    /// Whether a node compiles to no instruction at all (`()`, `(()())`, `(){5}`, `a{0}`).
    ///
    /// Every other node adds at least one instruction per copy, so the cap bounds the work.
    private static func compilesToNothing(_ node: PatternNode) -> Bool {
        switch node {
        case .empty: true
        case .concatenation(let nodes): nodes.allSatisfy(compilesToNothing)
        case .repetition(let body, _, let maximum, _): maximum == 0 || compilesToNothing(body)
        default: false
        }
    }
}
