function __psst-queue_should_offer_completions_for_flags_or_options -a expected_commands
    set -l non_repeating_flags_or_options $argv[2..]
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __psst-queue_parse_tokens
    test "$commands" = "$expected_commands"; and return $non_repeating_flags_or_options_absent
end

function __psst-queue_should_offer_completions_for_positional -a expected_commands positional_index_comparison expected_positional_index
    set -l non_repeating_flags_or_options
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __psst-queue_parse_tokens
    test "$commands" = "$expected_commands" -a \( "$positional_index" "$positional_index_comparison" "$expected_positional_index" \)
end

function __psst-queue_parse_tokens -S
    set -l unparsed_tokens (__psst-queue_tokens -pc)
    switch $unparsed_tokens[1]
    case 'psst-queue'
        __psst-queue_parse_subcommand 0 'version' 'h/help'
        switch $unparsed_tokens[1]
        case 'list'
            __psst-queue_parse_subcommand 0 'account=' 'format=' 'failed' 'version' 'h/help'
        case 'flush'
            __psst-queue_parse_subcommand 0 'account=' 'format=' 'quiet' 'wait' 'version' 'h/help'
        case 'send'
            __psst-queue_parse_subcommand -r 1 'account=' 'format=' 'version' 'h/help'
        case 'edit'
            __psst-queue_parse_subcommand -r 2 'account=' 'format=' 'version' 'h/help'
        case 'drop'
            __psst-queue_parse_subcommand -r 1 'account=' 'format=' 'version' 'h/help'
        case 'help'
            __psst-queue_parse_subcommand -r 1 'version'
        end
    end
end

function __psst-queue_tokens
    if test (string split -m 1 -f 1 -- . "$FISH_VERSION") -gt 3
        commandline --tokens-raw $argv
    else
        commandline -o $argv
    end
end

function __psst-queue_parse_subcommand -S -a positional_count
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

function __psst-queue_complete_directories
    set -l token (commandline -t)
    string match -- '*/' $token
    set -l subdirs $token*/
    printf %s\n $subdirs
end

function __psst-queue_custom_completion
    set -x SAP_SHELL fish
    set -x SAP_SHELL_VERSION $FISH_VERSION
    set -l tokens (__psst-queue_tokens -p)
    if test -z "$(__psst-queue_tokens -t)"
        set -l index (count (__psst-queue_tokens -pc))
        set tokens $tokens[..$index] \'\' $tokens[(math $index + 1)..]
    end
    command $tokens[1] $argv $tokens
end

complete -c 'psst-queue' -f
complete -c 'psst-queue' -n '__psst-queue_should_offer_completions_for_flags_or_options "psst-queue" version' -l 'version' -d 'Show the version.'
complete -c 'psst-queue' -n '__psst-queue_should_offer_completions_for_flags_or_options "psst-queue" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'psst-queue' -n '__psst-queue_should_offer_completions_for_positional "psst-queue" -eq 1' -fa 'list' -d 'Show queued and failed entries, oldest first.'
complete -c 'psst-queue' -n '__psst-queue_should_offer_completions_for_positional "psst-queue" -eq 1' -fa 'flush' -d 'Send everything queued, in order. Exits 0 at once if another flush is running.'
complete -c 'psst-queue' -n '__psst-queue_should_offer_completions_for_positional "psst-queue" -eq 1' -fa 'send' -d 'Send only the named entries now.'
complete -c 'psst-queue' -n '__psst-queue_should_offer_completions_for_positional "psst-queue" -eq 1' -fa 'edit' -d 'Change the text of a queued message.'
complete -c 'psst-queue' -n '__psst-queue_should_offer_completions_for_positional "psst-queue" -eq 1' -fa 'drop' -d 'Remove entries from the outbox without sending them.'
complete -c 'psst-queue' -n '__psst-queue_should_offer_completions_for_positional "psst-queue" -eq 1' -fa 'help' -d 'Show subcommand help information.'
complete -c 'psst-queue' -n '__psst-queue_should_offer_completions_for_flags_or_options "psst-queue list" account' -l 'account' -d 'Act as this local account (default: PSST_ACCOUNT, then the default account).' -rfka ''
complete -c 'psst-queue' -n '__psst-queue_should_offer_completions_for_flags_or_options "psst-queue list" format' -l 'format' -d 'Output format: text for people, jsonl for programs (default: text on a terminal, jsonl otherwise).' -rfka 'text jsonl'
complete -c 'psst-queue' -n '__psst-queue_should_offer_completions_for_flags_or_options "psst-queue list" failed' -l 'failed' -d 'Only failed entries.'
complete -c 'psst-queue' -n '__psst-queue_should_offer_completions_for_flags_or_options "psst-queue list" version' -l 'version' -d 'Show the version.'
complete -c 'psst-queue' -n '__psst-queue_should_offer_completions_for_flags_or_options "psst-queue list" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'psst-queue' -n '__psst-queue_should_offer_completions_for_flags_or_options "psst-queue flush" account' -l 'account' -d 'Act as this local account (default: PSST_ACCOUNT, then the default account).' -rfka ''
complete -c 'psst-queue' -n '__psst-queue_should_offer_completions_for_flags_or_options "psst-queue flush" format' -l 'format' -d 'Output format: text for people, jsonl for programs (default: text on a terminal, jsonl otherwise).' -rfka 'text jsonl'
complete -c 'psst-queue' -n '__psst-queue_should_offer_completions_for_flags_or_options "psst-queue flush" quiet' -l 'quiet' -d 'Print nothing but errors (for cron).'
complete -c 'psst-queue' -n '__psst-queue_should_offer_completions_for_flags_or_options "psst-queue flush" wait' -l 'wait' -d 'Wait for a running flush to finish, then flush.'
complete -c 'psst-queue' -n '__psst-queue_should_offer_completions_for_flags_or_options "psst-queue flush" version' -l 'version' -d 'Show the version.'
complete -c 'psst-queue' -n '__psst-queue_should_offer_completions_for_flags_or_options "psst-queue flush" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'psst-queue' -n '__psst-queue_should_offer_completions_for_flags_or_options "psst-queue send" account' -l 'account' -d 'Act as this local account (default: PSST_ACCOUNT, then the default account).' -rfka ''
complete -c 'psst-queue' -n '__psst-queue_should_offer_completions_for_flags_or_options "psst-queue send" format' -l 'format' -d 'Output format: text for people, jsonl for programs (default: text on a terminal, jsonl otherwise).' -rfka 'text jsonl'
complete -c 'psst-queue' -n '__psst-queue_should_offer_completions_for_flags_or_options "psst-queue send" version' -l 'version' -d 'Show the version.'
complete -c 'psst-queue' -n '__psst-queue_should_offer_completions_for_flags_or_options "psst-queue send" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'psst-queue' -n '__psst-queue_should_offer_completions_for_flags_or_options "psst-queue edit" account' -l 'account' -d 'Act as this local account (default: PSST_ACCOUNT, then the default account).' -rfka ''
complete -c 'psst-queue' -n '__psst-queue_should_offer_completions_for_flags_or_options "psst-queue edit" format' -l 'format' -d 'Output format: text for people, jsonl for programs (default: text on a terminal, jsonl otherwise).' -rfka 'text jsonl'
complete -c 'psst-queue' -n '__psst-queue_should_offer_completions_for_flags_or_options "psst-queue edit" version' -l 'version' -d 'Show the version.'
complete -c 'psst-queue' -n '__psst-queue_should_offer_completions_for_flags_or_options "psst-queue edit" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'psst-queue' -n '__psst-queue_should_offer_completions_for_flags_or_options "psst-queue drop" account' -l 'account' -d 'Act as this local account (default: PSST_ACCOUNT, then the default account).' -rfka ''
complete -c 'psst-queue' -n '__psst-queue_should_offer_completions_for_flags_or_options "psst-queue drop" format' -l 'format' -d 'Output format: text for people, jsonl for programs (default: text on a terminal, jsonl otherwise).' -rfka 'text jsonl'
complete -c 'psst-queue' -n '__psst-queue_should_offer_completions_for_flags_or_options "psst-queue drop" version' -l 'version' -d 'Show the version.'
complete -c 'psst-queue' -n '__psst-queue_should_offer_completions_for_flags_or_options "psst-queue drop" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'psst-queue' -n '__psst-queue_should_offer_completions_for_flags_or_options "psst-queue help" version' -l 'version' -d 'Show the version.'
