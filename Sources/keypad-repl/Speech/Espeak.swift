#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The `espeak-ng` speech synthesizer: where it is, which languages it has
/// voices for, and its command line.
struct Espeak: Sendable {
  /// The executable's path.
  let path: String
  /// The languages of its voices, such as `de`, `en-us` and `fr-fr`.
  let languages: Set<String>

  /// Finds `espeak-ng` on `PATH` and reads its voices; `nil` when it is not
  /// installed.
  static func find(path searchPath: String?) -> Espeak? {
    guard let executable = executable(named: "espeak-ng", searchPath: searchPath) else {
      return nil
    }
    return Espeak(path: executable, languages: voiceLanguages(of: executable))
  }

  /// The first executable file called `name` in the directories of
  /// `searchPath` (a `PATH` value).
  static func executable(named name: String, searchPath: String?) -> String? {
    let directories = (searchPath ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":")
    for directory in directories where !directory.isEmpty {
      let candidate = directory + "/" + name
      if access(candidate, X_OK) == 0 { return String(candidate) }
    }
    return nil
  }

  /// The voice to ask for a language subtag such as `en`: the subtag itself
  /// when a voice's language is it or starts with it (`en-us`), which
  /// espeak-ng resolves; `nil` when it has no voice for the language.
  func voice(forLanguage language: String) -> String? {
    let hasVoice = languages.contains {
      $0 == language || $0.hasPrefix(language + "-")
    }
    return hasVoice ? language : nil
  }

  /// The command line that says `text` with a voice, or writes it to a WAV
  /// file instead of the speakers.
  static func arguments(voice: String, text: String, wavFile: String? = nil) -> [String] {
    var arguments = ["-v", voice]
    if let wavFile { arguments += ["-w", wavFile] }
    return arguments + ["--", text]
  }

  /// The languages `espeak-ng --voices` lists (its second column), waiting
  /// at most two seconds for it.
  static func voiceLanguages(of executable: String) -> Set<String> {
    parseVoiceLanguages(runForOutput(executable, arguments: ["--voices"]))
  }

  /// The languages of `espeak-ng --voices` output: the second column of each
  /// line after the heading.
  static func parseVoiceLanguages(_ listing: String) -> Set<String> {
    var languages: Set<String> = []
    for line in listing.split(separator: "\n").dropFirst() {
      let columns = line.split(separator: " ")
      if columns.count >= 2 { languages.insert(String(columns[1])) }
    }
    return languages
  }

  /// Runs a program to its end and returns its standard output; empty after
  /// two seconds or on failure.
  private static func runForOutput(_ executable: String, arguments: [String]) -> String {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return "" }
    defer { close(ends[0]) }
    _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
    let child = ChildProcess.start(executable, arguments: arguments, output: ends[1])
    close(ends[1])
    guard let child else { return "" }
    var output: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    var waited: Int32 = 0
    while waited < 2000 {
      var entry = pollfd(fd: ends[0], events: Int16(POLLIN), revents: 0)
      let ready = poll(&entry, 1, 100)
      if ready < 0, errno == EINTR { continue }
      if ready == 0 {
        waited += 100
        continue
      }
      let count = read(ends[0], &buffer, buffer.count)
      if count < 0, errno == EINTR { continue }
      if count <= 0 { break }
      output += buffer[..<count]
    }
    child.end()
    return String(decoding: output, as: UTF8.self)
  }
}
