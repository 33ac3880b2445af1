# bash completion for cookiegame. The words come from the tool itself
# ("cookiegame help --words [COMMAND]"), from the same help text as its
# --help and its manual page, so they cannot drift from what it accepts.
_cookiegame() {
    local cur prev tool
    cur=${COMP_WORDS[COMP_CWORD]}
    prev=${COMP_WORDS[COMP_CWORD-1]}
    tool=${COMP_WORDS[0]}
    if (( COMP_CWORD == 1 )); then
        COMPREPLY=( $(compgen -W "$("$tool" help --words 2>/dev/null)" -- "$cur") )
        return
    fi
    # After an option that takes an argument, what its help names it
    # ("cookiegame help --argument COMMAND OPTION"): file names for FILE,
    # directories for DIR, the words of a|b|c, nothing for a number.
    local arg
    if [[ $prev == --* ]]; then
        arg=$("$tool" help --argument "${COMP_WORDS[1]}" "$prev" 2>/dev/null)
    fi
    case $arg in
        FILE)
            COMPREPLY=( $(compgen -f -- "$cur") )
            return
            ;;
        DIR)
            COMPREPLY=( $(compgen -d -- "$cur") )
            return
            ;;
        *'|'*)
            COMPREPLY=( $(compgen -W "${arg//|/ }" -- "$cur") )
            return
            ;;
        ?*)
            COMPREPLY=()
            return
            ;;
    esac
    COMPREPLY=( $(compgen -W "$("$tool" help --words "${COMP_WORDS[1]}" 2>/dev/null)" -- "$cur") )
}
complete -F _cookiegame cookiegame
