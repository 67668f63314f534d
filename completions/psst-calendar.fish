function __psst-calendar_should_offer_completions_for_flags_or_options -a expected_commands
    set -l non_repeating_flags_or_options $argv[2..]
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __psst-calendar_parse_tokens
    test "$commands" = "$expected_commands"; and return $non_repeating_flags_or_options_absent
end

function __psst-calendar_should_offer_completions_for_positional -a expected_commands positional_index_comparison expected_positional_index
    set -l non_repeating_flags_or_options
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __psst-calendar_parse_tokens
    test "$commands" = "$expected_commands" -a \( "$positional_index" "$positional_index_comparison" "$expected_positional_index" \)
end

function __psst-calendar_parse_tokens -S
    set -l unparsed_tokens (__psst-calendar_tokens -pc)
    switch $unparsed_tokens[1]
    case 'psst-calendar'
        __psst-calendar_parse_subcommand 0 'account=' 'format=' 'reminders' 'all' 'since=' 'until=' 'delete=' 'ics' 'version' 'h/help'
        switch $unparsed_tokens[1]
        case 'help'
            __psst-calendar_parse_subcommand -r 1 'version'
        end
    end
end

function __psst-calendar_tokens
    if test (string split -m 1 -f 1 -- . "$FISH_VERSION") -gt 3
        commandline --tokens-raw $argv
    else
        commandline -o $argv
    end
end

function __psst-calendar_parse_subcommand -S -a positional_count
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

function __psst-calendar_complete_directories
    set -l token (commandline -t)
    string match -- '*/' $token
    set -l subdirs $token*/
    printf %s\n $subdirs
end

function __psst-calendar_custom_completion
    set -x SAP_SHELL fish
    set -x SAP_SHELL_VERSION $FISH_VERSION
    set -l tokens (__psst-calendar_tokens -p)
    if test -z "$(__psst-calendar_tokens -t)"
        set -l index (count (__psst-calendar_tokens -pc))
        set tokens $tokens[..$index] \'\' $tokens[(math $index + 1)..]
    end
    command $tokens[1] $argv $tokens
end

complete -c 'psst-calendar' -f
complete -c 'psst-calendar' -n '__psst-calendar_should_offer_completions_for_flags_or_options "psst-calendar" account' -l 'account' -d 'Act as this local account (default: PSST_ACCOUNT, then the default account).' -rfka ''
complete -c 'psst-calendar' -n '__psst-calendar_should_offer_completions_for_flags_or_options "psst-calendar" format' -l 'format' -d 'Output format: text for people, jsonl for programs (default: text on a terminal, jsonl otherwise).' -rfka 'text jsonl'
complete -c 'psst-calendar' -n '__psst-calendar_should_offer_completions_for_flags_or_options "psst-calendar" reminders' -l 'reminders' -d 'List reminders instead of calls.'
complete -c 'psst-calendar' -n '__psst-calendar_should_offer_completions_for_flags_or_options "psst-calendar" all' -l 'all' -d 'Everything: past calls too, reminders already done too.'
complete -c 'psst-calendar' -n '__psst-calendar_should_offer_completions_for_flags_or_options "psst-calendar" since' -l 'since' -d 'Calls starting from a duration ago (30m, 12h, 7d, 2w) or a date (2026-09-03, ISO 8601); default now.' -rfka ''
complete -c 'psst-calendar' -n '__psst-calendar_should_offer_completions_for_flags_or_options "psst-calendar" until' -l 'until' -d 'Calls starting before a duration ahead (12h, 7d, 2w) or a date.' -rfka ''
complete -c 'psst-calendar' -n '__psst-calendar_should_offer_completions_for_flags_or_options "psst-calendar" delete' -l 'delete' -d 'Delete this call or reminder.' -rfka ''
complete -c 'psst-calendar' -n '__psst-calendar_should_offer_completions_for_flags_or_options "psst-calendar" ics' -l 'ics' -d 'Write an iCalendar (RFC 5545) file to standard output.'
complete -c 'psst-calendar' -n '__psst-calendar_should_offer_completions_for_flags_or_options "psst-calendar" version' -l 'version' -d 'Show the version.'
complete -c 'psst-calendar' -n '__psst-calendar_should_offer_completions_for_flags_or_options "psst-calendar" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'psst-calendar' -n '__psst-calendar_should_offer_completions_for_positional "psst-calendar" -eq 1' -fa 'help' -d 'Show subcommand help information.'
complete -c 'psst-calendar' -n '__psst-calendar_should_offer_completions_for_flags_or_options "psst-calendar help" version' -l 'version' -d 'Show the version.'
