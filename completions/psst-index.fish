function __psst-index_should_offer_completions_for_flags_or_options -a expected_commands
    set -l non_repeating_flags_or_options $argv[2..]
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __psst-index_parse_tokens
    test "$commands" = "$expected_commands"; and return $non_repeating_flags_or_options_absent
end

function __psst-index_should_offer_completions_for_positional -a expected_commands positional_index_comparison expected_positional_index
    set -l non_repeating_flags_or_options
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __psst-index_parse_tokens
    test "$commands" = "$expected_commands" -a \( "$positional_index" "$positional_index_comparison" "$expected_positional_index" \)
end

function __psst-index_parse_tokens -S
    set -l unparsed_tokens (__psst-index_tokens -pc)
    switch $unparsed_tokens[1]
    case 'psst-index'
        __psst-index_parse_subcommand 0 'account=' 'format=' 'rebuild' 'embed' 'read' 'quiet' 'engine=' 'version' 'h/help'
        switch $unparsed_tokens[1]
        case 'help'
            __psst-index_parse_subcommand -r 1 'version'
        end
    end
end

function __psst-index_tokens
    if test (string split -m 1 -f 1 -- . "$FISH_VERSION") -gt 3
        commandline --tokens-raw $argv
    else
        commandline -o $argv
    end
end

function __psst-index_parse_subcommand -S -a positional_count
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

function __psst-index_complete_directories
    set -l token (commandline -t)
    string match -- '*/' $token
    set -l subdirs $token*/
    printf %s\n $subdirs
end

function __psst-index_custom_completion
    set -x SAP_SHELL fish
    set -x SAP_SHELL_VERSION $FISH_VERSION
    set -l tokens (__psst-index_tokens -p)
    if test -z "$(__psst-index_tokens -t)"
        set -l index (count (__psst-index_tokens -pc))
        set tokens $tokens[..$index] \'\' $tokens[(math $index + 1)..]
    end
    command $tokens[1] $argv $tokens
end

complete -c 'psst-index' -f
complete -c 'psst-index' -n '__psst-index_should_offer_completions_for_flags_or_options "psst-index" account' -l 'account' -d 'Act as this local account (default: PSST_ACCOUNT, then the default account).' -rfka ''
complete -c 'psst-index' -n '__psst-index_should_offer_completions_for_flags_or_options "psst-index" format' -l 'format' -d 'Output format: text for people, jsonl for programs (default: text on a terminal, jsonl otherwise).' -rfka 'text jsonl'
complete -c 'psst-index' -n '__psst-index_should_offer_completions_for_flags_or_options "psst-index" rebuild' -l 'rebuild' -d 'Rebuild the full-text index of every account.'
complete -c 'psst-index' -n '__psst-index_should_offer_completions_for_flags_or_options "psst-index" embed' -l 'embed' -d 'Embed the messages that have no vector.'
complete -c 'psst-index' -n '__psst-index_should_offer_completions_for_flags_or_options "psst-index" read' -l 'read' -d 'Read the messages the AI engine has not read (what psst-insights reads in each: action items, decisions, priority, scheduling) and keep those readings.'
complete -c 'psst-index' -n '__psst-index_should_offer_completions_for_flags_or_options "psst-index" quiet' -l 'quiet' -d 'No progress, and leave at once when another psst-index is embedding.'
complete -c 'psst-index' -n '__psst-index_should_offer_completions_for_flags_or_options "psst-index" engine' -l 'engine' -d 'Embed with the embedded model (builtin) or the AI provider (provider; the default when PSST_AI_URL and PSST_AI_EMBED_MODEL are set).' -rfka 'builtin provider'
complete -c 'psst-index' -n '__psst-index_should_offer_completions_for_flags_or_options "psst-index" version' -l 'version' -d 'Show the version.'
complete -c 'psst-index' -n '__psst-index_should_offer_completions_for_flags_or_options "psst-index" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'psst-index' -n '__psst-index_should_offer_completions_for_positional "psst-index" -eq 1' -fa 'help' -d 'Show subcommand help information.'
complete -c 'psst-index' -n '__psst-index_should_offer_completions_for_flags_or_options "psst-index help" version' -l 'version' -d 'Show the version.'
