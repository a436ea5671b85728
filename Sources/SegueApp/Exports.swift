// What a host of SegueApp sees with `import SegueApp` alone: the model (scenarios, players,
// events), the cells it draws, and the terminal backends (`InMemoryBackend`, `TerminalEvent`).
@_exported import SegueCore
@_exported import SegueRender
@_exported import SegueScreen
@_exported import SegueTerminal
