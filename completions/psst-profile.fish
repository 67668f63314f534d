function __psst-profile_should_offer_completions_for_flags_or_options -a expected_commands
    set -l non_repeating_flags_or_options $argv[2..]
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __psst-profile_parse_tokens
    test "$commands" = "$expected_commands"; and return $non_repeating_flags_or_options_absent
end

function __psst-profile_should_offer_completions_for_positional -a expected_commands positional_index_comparison expected_positional_index
    set -l non_repeating_flags_or_options
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __psst-profile_parse_tokens
    test "$commands" = "$expected_commands" -a \( "$positional_index" "$positional_index_comparison" "$expected_positional_index" \)
end

function __psst-profile_parse_tokens -S
    set -l unparsed_tokens (__psst-profile_tokens -pc)
    switch $unparsed_tokens[1]
    case 'psst-profile'
        __psst-profile_parse_subcommand 1 'account=' 'format=' 'chat=' 'since=' 'stdin' 'engine=' 'current' 'version' 'h/help'
        switch $unparsed_tokens[1]
        case 'help'
            __psst-profile_parse_subcommand -r 1 'version'
        end
    end
end

function __psst-profile_tokens
    if test (string split -m 1 -f 1 -- . "$FISH_VERSION") -gt 3
        commandline --tokens-raw $argv
    else
        commandline -o $argv
    end
end

function __psst-profile_parse_subcommand -S -a positional_count
    argparse -s r -- $argv
    set -l option_specs $argv[2..]
    set -l is_repeating_positional $_flag_r
    set -el _flag_r
    set -a commands $unparsed_tokens[1]
    set positional_index 0
    while true
        set -e unparsed_tokens[1]
        argparse -sn "$commands" $option_specs -- $unparsed_tokens 2> /dev/null
        set unparsed_tokens $argv
        set positional_index (math $positional_index + 1)
        for non_repeating_flag_or_option in $non_repeating_flags_or_options
            if set -ql "_flag_$(string replace -a - _ -- $non_repeating_flag_or_option)"
                set non_repeating_flags_or_options_absent 1
                break
            end
        end
        test (count $unparsed_tokens) -eq 0 -o \( -z "$is_repeating_positional" -a "$positional_index" -gt "$positional_count" \) && break
    end
end

function __psst-profile_complete_directories
    set -l token (commandline -t)
    string match -- '*/' $token
    set -l subdirs $token*/
    printf %s\n $subdirs
end

function __psst-profile_custom_completion
    set -x SAP_SHELL fish
    set -x SAP_SHELL_VERSION $FISH_VERSION
    set -l tokens (__psst-profile_tokens -p)
    if test -z "$(__psst-profile_tokens -t)"
        set -l index (count (__psst-profile_tokens -pc))
        set tokens $tokens[..$index] \'\' $tokens[(math $index + 1)..]
    end
    command $tokens[1] $argv $tokens
end

complete -c 'psst-profile' -f
complete -c 'psst-profile' -n '__psst-profile_should_offer_completions_for_flags_or_options "psst-profile" account' -l 'account' -d 'Act as this local account (default: PSST_ACCOUNT, then the default account).' -rfka ''
complete -c 'psst-profile' -n '__psst-profile_should_offer_completions_for_flags_or_options "psst-profile" format' -l 'format' -d 'Output format: text for people, jsonl for programs (default: text on a terminal, jsonl otherwise).' -rfka 'text jsonl'
complete -c 'psst-profile' -n '__psst-profile_should_offer_completions_for_flags_or_options "psst-profile" chat' -l 'chat' -d 'Only this chat (id, name, or the other person of a 1:1 chat).' -rfka ''
complete -c 'psst-profile' -n '__psst-profile_should_offer_completions_for_flags_or_options "psst-profile" since' -l 'since' -d 'Only messages since then: a duration back (30m, 24h, 7d) or a date/time (2026-09-03, 2026-09-03T07:00).' -rfka ''
complete -c 'psst-profile' -n '__psst-profile_should_offer_completions_for_flags_or_options "psst-profile" stdin' -l 'stdin' -d 'Read message JSON Lines from stdin only, even when it is empty (without it: stdin when it is a pipe or file that holds a line, else the store).'
complete -c 'psst-profile' -n '__psst-profile_should_offer_completions_for_flags_or_options "psst-profile" engine' -l 'engine' -d 'The AI engine: builtin or provider (default: PSST_AI, else provider when ai.url and ai.model, or PSST_AI_URL and PSST_AI_MODEL, are set and the tool can use it, else builtin); rules is the builtin engine without its learned models.' -rfka ''
complete -c 'psst-profile' -n '__psst-profile_should_offer_completions_for_flags_or_options "psst-profile" current' -l 'current' -d 'Only facts that still hold: hide superseded and resolved ones.'
complete -c 'psst-profile' -n '__psst-profile_should_offer_completions_for_flags_or_options "psst-profile" version' -l 'version' -d 'Show the version.'
complete -c 'psst-profile' -n '__psst-profile_should_offer_completions_for_flags_or_options "psst-profile" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'psst-profile' -n '__psst-profile_should_offer_completions_for_positional "psst-profile" -eq 1' -fa 'help' -d 'Show subcommand help information.'
complete -c 'psst-profile' -n '__psst-profile_should_offer_completions_for_flags_or_options "psst-profile help" version' -l 'version' -d 'Show the version.'
