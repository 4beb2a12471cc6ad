/// Finds the known key closest to an unknown one, for "did you mean" hints.
enum KeySuggestion {
    /// The candidate with the smallest edit distance to `key`, if it is close enough to help.
    static func closest(to key: String, among candidates: [String]) -> String? {
        // A key much longer than every candidate is far from all of them (the distance is at
        // least the difference in length, and lowercasing never shortens a key); saying so
        // early keeps a hostile megabyte key from costing an edit distance per candidate.
        let longest = candidates.lazy.map(\.unicodeScalars.count).max() ?? 0
        let scalars = key.unicodeScalars
        if scalars.index(scalars.startIndex, offsetBy: longest + max(2, longest / 3) + 1, limitedBy: scalars.endIndex)
            != nil
        {
            return nil
        }
        let target = Array(key.lowercased().unicodeScalars)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let candidateScalars = Array(candidate.lowercased().unicodeScalars)
            // The distance is at least the difference in length: a candidate that cannot beat
            // the best so far is skipped.
            if let best, abs(target.count - candidateScalars.count) >= best.distance { continue }
            let distance = editDistance(target, candidateScalars)
            if distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        guard let best else { return nil }
        let limit = max(2, min(target.count, best.candidate.count) / 3)
        return best.distance <= limit ? best.candidate : nil
    }

    /// Levenshtein distance with two rolling rows.
    static func editDistance(_ lhs: [Unicode.Scalar], _ rhs: [Unicode.Scalar]) -> Int {
        if lhs.isEmpty { return rhs.count }
        if rhs.isEmpty { return lhs.count }
        var previous = Array(0...rhs.count)
        var current = [Int](repeating: 0, count: rhs.count + 1)
        for (row, left) in lhs.enumerated() {
            current[0] = row + 1
            for (column, right) in rhs.enumerated() {
                let substitution = previous[column] + (left == right ? 0 : 1)
                current[column + 1] = min(previous[column + 1] + 1, current[column] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[rhs.count]
    }
}
