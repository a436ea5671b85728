# bash completion for segue (installed by `make install` to share/bash-completion/completions/segue).
# Generated from the commands' declarations by `make generated` (segue _generate bash): do not edit.
# Completes the commands, each command's options, the values of options and arguments that have
# a fixed set, and the built-in scenario names (asked of `segue list`, so new built-ins are found).

_segue_commands="play replay render timeline check list curve export new test sweep help"

_segue_options() {
    case "$1" in
        play) echo "--record --force --set --repeat-delay --speed --device --ascii --no-hud --compare --compare-set --demo --exit --help -h" ;;
        replay) echo "--speed --ascii --no-hud --help -h" ;;
        render) echo "--size --fps --format --at --percent --scale --events --until --set --repeat-delay --device --ascii --no-hud --compare --compare-set --onion --color --output -o --help -h" ;;
        timeline) echo "--fps --events --until --set --repeat-delay --device --compare --compare-set --presented --output -o --log --help -h" ;;
        check) echo "--explain --set --help -h" ;;
        list) echo "--long --help -h" ;;
        curve) echo "--csv --samples --duration --width --height --ascii --as --output -o --help -h" ;;
        export) echo "--target --output -o --scenario --set --help -h" ;;
        new) echo "--from --swift --force --help -h" ;;
        test) echo "--junit --help -h" ;;
        sweep) echo "--operation --percent --velocity --csv --set --output -o --help -h" ;;
        "") echo "--help -h --version" ;;
    esac
}

# Succeeds, with COMPREPLY filled, when option $2 of command $1 takes a value ($cur is its start).
_segue_value() {
    case "$1 $2" in
        "play --record") COMPREPLY=($(compgen -f -- "$cur")) ;;
        "play --set") : ;;
        "play --repeat-delay") : ;;
        "play --speed") COMPREPLY=($(compgen -W "1 0.5 0.25 0.1" -- "$cur")) ;;
        "play --device") COMPREPLY=($(compgen -W "phone phone-landscape tablet fill" -- "$cur")) ;;
        "play --compare") COMPREPLY=($(compgen -W "$(_segue_scenarios)" -- "$cur") $(compgen -f -- "$cur")) ;;
        "play --compare-set") : ;;
        "replay --speed") : ;;
        "render --size") : ;;
        "render --fps") : ;;
        "render --format") COMPREPLY=($(compgen -W "text ansi cast png gif" -- "$cur")) ;;
        "render --at") : ;;
        "render --percent") : ;;
        "render --scale") : ;;
        "render --events") : ;;
        "render --until") : ;;
        "render --set") : ;;
        "render --repeat-delay") : ;;
        "render --device") COMPREPLY=($(compgen -W "phone phone-landscape tablet fill" -- "$cur")) ;;
        "render --compare") COMPREPLY=($(compgen -W "$(_segue_scenarios)" -- "$cur") $(compgen -f -- "$cur")) ;;
        "render --compare-set") : ;;
        "render --color") COMPREPLY=($(compgen -W "auto direct 256 16 none" -- "$cur")) ;;
        "render --output"|"render -o") COMPREPLY=($(compgen -f -- "$cur")) ;;
        "timeline --fps") : ;;
        "timeline --events") : ;;
        "timeline --until") : ;;
        "timeline --set") : ;;
        "timeline --repeat-delay") : ;;
        "timeline --device") COMPREPLY=($(compgen -W "phone phone-landscape tablet fill" -- "$cur")) ;;
        "timeline --compare") COMPREPLY=($(compgen -W "$(_segue_scenarios)" -- "$cur") $(compgen -f -- "$cur")) ;;
        "timeline --compare-set") : ;;
        "timeline --output"|"timeline -o") COMPREPLY=($(compgen -f -- "$cur")) ;;
        "timeline --log") COMPREPLY=($(compgen -f -- "$cur")) ;;
        "check --set") : ;;
        "curve --samples") : ;;
        "curve --duration") : ;;
        "curve --width") : ;;
        "curve --height") : ;;
        "curve --as") COMPREPLY=($(compgen -W "uikit physical perceptual swiftui pop framer" -- "$cur")) ;;
        "curve --output"|"curve -o") COMPREPLY=($(compgen -f -- "$cur")) ;;
        "export --target") COMPREPLY=($(compgen -W "uikit swiftui" -- "$cur")) ;;
        "export --output"|"export -o") COMPREPLY=($(compgen -f -- "$cur")) ;;
        "export --scenario") COMPREPLY=($(compgen -f -- "$cur")) ;;
        "export --set") : ;;
        "new --from") COMPREPLY=($(compgen -W "$(_segue_scenarios)" -- "$cur") $(compgen -f -- "$cur")) ;;
        "test --junit") COMPREPLY=($(compgen -f -- "$cur")) ;;
        "sweep --operation") COMPREPLY=($(compgen -W "push pop present dismiss tab transition" -- "$cur")) ;;
        "sweep --percent") : ;;
        "sweep --velocity") : ;;
        "sweep --set") : ;;
        "sweep --output"|"sweep -o") COMPREPLY=($(compgen -f -- "$cur")) ;;
        *) return 1 ;;
    esac
}

_segue_scenarios() {
    command segue list 2>/dev/null | while read -r name _; do echo "$name"; done
}

_segue() {
    local cur prev command i
    cur="${COMP_WORDS[COMP_CWORD]}"
    prev="${COMP_WORDS[COMP_CWORD-1]}"
    command=""
    for ((i = 1; i < COMP_CWORD; i++)); do
        case "${COMP_WORDS[i]}" in
            -*) ;;
            *) command="${COMP_WORDS[i]}"; break ;;
        esac
    done
    COMPREPLY=()
    [[ -n "$command" ]] && _segue_value "$command" "$prev" && return
    if [[ -z "$command" ]]; then
        if [[ "$cur" == -* ]]; then
            COMPREPLY=($(compgen -W "$(_segue_options "")" -- "$cur"))
        else
            COMPREPLY=($(compgen -W "$_segue_commands" -- "$cur"))
        fi
        return
    fi
    if [[ "$cur" == -* ]]; then
        COMPREPLY=($(compgen -W "$(_segue_options "$command")" -- "$cur"))
        return
    fi
    case "$command" in
        help) COMPREPLY=($(compgen -W "$_segue_commands" -- "$cur")) ;;
        play) COMPREPLY=($(compgen -W "$(_segue_scenarios)" -- "$cur") $(compgen -f -- "$cur")) ;;
        replay) COMPREPLY=($(compgen -f -- "$cur")) ;;
        render) COMPREPLY=($(compgen -W "$(_segue_scenarios)" -- "$cur") $(compgen -f -- "$cur")) ;;
        timeline) COMPREPLY=($(compgen -W "$(_segue_scenarios)" -- "$cur") $(compgen -f -- "$cur")) ;;
        check) COMPREPLY=($(compgen -W "$(_segue_scenarios)" -- "$cur") $(compgen -f -- "$cur")) ;;
        export) COMPREPLY=($(compgen -W "$(_segue_scenarios)" -- "$cur") $(compgen -f -- "$cur")) ;;
        new) COMPREPLY=($(compgen -f -- "$cur")) ;;
        test) COMPREPLY=($(compgen -f -- "$cur")) ;;
        sweep) COMPREPLY=($(compgen -W "$(_segue_scenarios)" -- "$cur") $(compgen -f -- "$cur")) ;;
    esac
}

complete -o filenames -F _segue segue
