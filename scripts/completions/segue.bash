# bash completion for segue (installed by `make install` to share/bash-completion/completions/segue).
# Completes the commands, each command's options, the choices of a few options, and the
# built-in scenario names (asked of `segue list`, so new built-ins are found).

_segue_commands="play replay render timeline check list curve export test sweep help"

_segue_options() {
    case "$1" in
        play)     echo "--compare --compare-set --record --force --set --repeat-delay --speed --device --ascii --no-hud --demo --exit --help -h" ;;
        replay)   echo "--speed --ascii --no-hud --help -h" ;;
        render)   echo "--compare --compare-set --onion --size --fps --format --at --percent --scale --events --until --set --repeat-delay --device --ascii --no-hud --color --output -o --help -h" ;;
        timeline) echo "--compare --compare-set --fps --events --until --set --repeat-delay --device --output -o --log --help -h" ;;
        check)    echo "--explain --set --help -h" ;;
        list)     echo "--long --help -h" ;;
        curve)    echo "--csv --samples --duration --width --height --ascii --as --output -o --help -h" ;;
        export)   echo "--target --output -o --set --help -h" ;;
        test)     echo "--junit --help -h" ;;
        sweep)    echo "--operation --percent --velocity --csv --set --output -o --help -h" ;;
        "")       echo "--help -h --version" ;;
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
    case "$prev" in
        --device) COMPREPLY=($(compgen -W "phone phone-landscape tablet fill" -- "$cur")); return ;;
        --format) COMPREPLY=($(compgen -W "text ansi cast png gif" -- "$cur")); return ;;
        --target) COMPREPLY=($(compgen -W "uikit swiftui" -- "$cur")); return ;;
        --color) COMPREPLY=($(compgen -W "auto direct 256 16 none" -- "$cur")); return ;;
        --as) COMPREPLY=($(compgen -W "uikit physical perceptual swiftui pop framer" -- "$cur")); return ;;
        --operation) COMPREPLY=($(compgen -W "push pop present dismiss tab transition" -- "$cur")); return ;;
        --speed) COMPREPLY=($(compgen -W "1 0.5 0.25 0.1" -- "$cur")); return ;;
        --record|--output|-o|--log|--junit) COMPREPLY=($(compgen -f -- "$cur")); return ;;
        --set|--repeat-delay|--size|--fps|--at|--events|--until|--samples|--duration|--width|--height|--percent|--velocity) return ;;
    esac
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
        play|render|timeline|check|sweep) COMPREPLY=($(compgen -W "$(_segue_scenarios)" -- "$cur") $(compgen -f -- "$cur")) ;;
        replay|test) COMPREPLY=($(compgen -f -- "$cur")) ;;
    esac
}

complete -o filenames -F _segue segue
