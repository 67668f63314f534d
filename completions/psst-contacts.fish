function __psst-contacts_should_offer_completions_for_flags_or_options -a expected_commands
    set -l non_repeating_flags_or_options $argv[2..]
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __psst-contacts_parse_tokens
    test "$commands" = "$expected_commands"; and return $non_repeating_flags_or_options_absent
end

function __psst-contacts_should_offer_completions_for_positional -a expected_commands positional_index_comparison expected_positional_index
    set -l non_repeating_flags_or_options
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __psst-contacts_parse_tokens
    test "$commands" = "$expected_commands" -a \( "$positional_index" "$positional_index_comparison" "$expected_positional_index" \)
end

function __psst-contacts_parse_tokens -S
    set -l unparsed_tokens (__psst-contacts_tokens -pc)
    switch $unparsed_tokens[1]
    case 'psst-contacts'
        __psst-contacts_parse_subcommand 0 'version' 'h/help'
        switch $unparsed_tokens[1]
        case 'list'
            __psst-contacts_parse_subcommand 0 'account=' 'format=' 'only=' 'version' 'h/help'
        case 'add'
            __psst-contacts_parse_subcommand 1 'account=' 'format=' 'client' 'prospect' 'staff' 'name=' 'email=' 'version' 'h/help'
        case 'promote'
            __psst-contacts_parse_subcommand 1 'account=' 'format=' 'link=' 'version' 'h/help'
        case 'remove'
            __psst-contacts_parse_subcommand 1 'account=' 'format=' 'version' 'h/help'
        case 'show'
            __psst-contacts_parse_subcommand 1 'account=' 'format=' 'messages=' 'version' 'h/help'
        case 'sync'
            __psst-contacts_parse_subcommand 0 'account=' 'format=' 'version' 'h/help'
        case 'help'
            __psst-contacts_parse_subcommand -r 1 'version'
        end
    end
end

function __psst-contacts_tokens
    if test (string split -m 1 -f 1 -- . "$FISH_VERSION") -gt 3
        commandline --tokens-raw $argv
    else
        commandline -o $argv
    end
end

function __psst-contacts_parse_subcommand -S -a positional_count
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

function __psst-contacts_complete_directories
    set -l token (commandline -t)
    string match -- '*/' $token
    set -l subdirs $token*/
    printf %s\n $subdirs
end

function __psst-contacts_custom_completion
    set -x SAP_SHELL fish
    set -x SAP_SHELL_VERSION $FISH_VERSION
    set -l tokens (__psst-contacts_tokens -p)
    if test -z "$(__psst-contacts_tokens -t)"
        set -l index (count (__psst-contacts_tokens -pc))
        set tokens $tokens[..$index] \'\' $tokens[(math $index + 1)..]
    end
    command $tokens[1] $argv $tokens
end

complete -c 'psst-contacts' -f
complete -c 'psst-contacts' -n '__psst-contacts_should_offer_completions_for_flags_or_options "psst-contacts" version' -l 'version' -d 'Show the version.'
complete -c 'psst-contacts' -n '__psst-contacts_should_offer_completions_for_flags_or_options "psst-contacts" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'psst-contacts' -n '__psst-contacts_should_offer_completions_for_positional "psst-contacts" -eq 1' -fa 'list' -d 'Clients, then prospects, then staff: last contact, open action items and upcoming calls.'
complete -c 'psst-contacts' -n '__psst-contacts_should_offer_completions_for_positional "psst-contacts" -eq 1' -fa 'add' -d 'Put someone on the roster as a client, a prospect or staff (or change what they are).'
complete -c 'psst-contacts' -n '__psst-contacts_should_offer_completions_for_positional "psst-contacts" -eq 1' -fa 'promote' -d 'Make a prospect a client (the entry and its history stay); --user links a lead who joined.'
complete -c 'psst-contacts' -n '__psst-contacts_should_offer_completions_for_positional "psst-contacts" -eq 1' -fa 'remove' -d 'Take someone off the roster; their chats and messages stay.'
complete -c 'psst-contacts' -n '__psst-contacts_should_offer_completions_for_positional "psst-contacts" -eq 1' -fa 'show' -d 'One person: role, relationship, profile facts (unless profiles.auto is off), recent messages, upcoming calls and reminders.'
complete -c 'psst-contacts' -n '__psst-contacts_should_offer_completions_for_positional "psst-contacts" -eq 1' -fa 'sync' -d 'Put everyone you have a 1:1 chat with on the roster (staff and trainers as staff); run it again to no effect.'
complete -c 'psst-contacts' -n '__psst-contacts_should_offer_completions_for_positional "psst-contacts" -eq 1' -fa 'help' -d 'Show subcommand help information.'
complete -c 'psst-contacts' -n '__psst-contacts_should_offer_completions_for_flags_or_options "psst-contacts list" account' -l 'account' -d 'Act as this local account (default: PSST_ACCOUNT, then the default account).' -rfka ''
complete -c 'psst-contacts' -n '__psst-contacts_should_offer_completions_for_flags_or_options "psst-contacts list" format' -l 'format' -d 'Output format: text for people, jsonl for programs (default: text on a terminal, jsonl otherwise).' -rfka 'text jsonl'
complete -c 'psst-contacts' -n '__psst-contacts_should_offer_completions_for_flags_or_options "psst-contacts list" only' -l 'only' -d 'Only clients, prospects or staff.' -rfka 'client prospect staff'
complete -c 'psst-contacts' -n '__psst-contacts_should_offer_completions_for_flags_or_options "psst-contacts list" version' -l 'version' -d 'Show the version.'
complete -c 'psst-contacts' -n '__psst-contacts_should_offer_completions_for_flags_or_options "psst-contacts list" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'psst-contacts' -n '__psst-contacts_should_offer_completions_for_flags_or_options "psst-contacts add" account' -l 'account' -d 'Act as this local account (default: PSST_ACCOUNT, then the default account).' -rfka ''
complete -c 'psst-contacts' -n '__psst-contacts_should_offer_completions_for_flags_or_options "psst-contacts add" format' -l 'format' -d 'Output format: text for people, jsonl for programs (default: text on a terminal, jsonl otherwise).' -rfka 'text jsonl'
complete -c 'psst-contacts' -n '__psst-contacts_should_offer_completions_for_flags_or_options "psst-contacts add" client' -l 'client' -d 'What they are on the roster.'
complete -c 'psst-contacts' -n '__psst-contacts_should_offer_completions_for_flags_or_options "psst-contacts add" prospect' -l 'prospect' -d 'What they are on the roster.'
complete -c 'psst-contacts' -n '__psst-contacts_should_offer_completions_for_flags_or_options "psst-contacts add" staff' -l 'staff' -d 'What they are on the roster.'
complete -c 'psst-contacts' -n '__psst-contacts_should_offer_completions_for_flags_or_options "psst-contacts add" name' -l 'name' -d 'Their name (default: the one their account has).' -rfka ''
complete -c 'psst-contacts' -n '__psst-contacts_should_offer_completions_for_flags_or_options "psst-contacts add" email' -l 'email' -d 'Their email address, to link a lead when they join.' -rfka ''
complete -c 'psst-contacts' -n '__psst-contacts_should_offer_completions_for_flags_or_options "psst-contacts add" version' -l 'version' -d 'Show the version.'
complete -c 'psst-contacts' -n '__psst-contacts_should_offer_completions_for_flags_or_options "psst-contacts add" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'psst-contacts' -n '__psst-contacts_should_offer_completions_for_flags_or_options "psst-contacts promote" account' -l 'account' -d 'Act as this local account (default: PSST_ACCOUNT, then the default account).' -rfka ''
complete -c 'psst-contacts' -n '__psst-contacts_should_offer_completions_for_flags_or_options "psst-contacts promote" format' -l 'format' -d 'Output format: text for people, jsonl for programs (default: text on a terminal, jsonl otherwise).' -rfka 'text jsonl'
complete -c 'psst-contacts' -n '__psst-contacts_should_offer_completions_for_flags_or_options "psst-contacts promote" link' -l 'link' -d 'The account a lead now has.' -rfka ''
complete -c 'psst-contacts' -n '__psst-contacts_should_offer_completions_for_flags_or_options "psst-contacts promote" version' -l 'version' -d 'Show the version.'
complete -c 'psst-contacts' -n '__psst-contacts_should_offer_completions_for_flags_or_options "psst-contacts promote" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'psst-contacts' -n '__psst-contacts_should_offer_completions_for_flags_or_options "psst-contacts remove" account' -l 'account' -d 'Act as this local account (default: PSST_ACCOUNT, then the default account).' -rfka ''
complete -c 'psst-contacts' -n '__psst-contacts_should_offer_completions_for_flags_or_options "psst-contacts remove" format' -l 'format' -d 'Output format: text for people, jsonl for programs (default: text on a terminal, jsonl otherwise).' -rfka 'text jsonl'
complete -c 'psst-contacts' -n '__psst-contacts_should_offer_completions_for_flags_or_options "psst-contacts remove" version' -l 'version' -d 'Show the version.'
complete -c 'psst-contacts' -n '__psst-contacts_should_offer_completions_for_flags_or_options "psst-contacts remove" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'psst-contacts' -n '__psst-contacts_should_offer_completions_for_flags_or_options "psst-contacts show" account' -l 'account' -d 'Act as this local account (default: PSST_ACCOUNT, then the default account).' -rfka ''
complete -c 'psst-contacts' -n '__psst-contacts_should_offer_completions_for_flags_or_options "psst-contacts show" format' -l 'format' -d 'Output format: text for people, jsonl for programs (default: text on a terminal, jsonl otherwise).' -rfka 'text jsonl'
complete -c 'psst-contacts' -n '__psst-contacts_should_offer_completions_for_flags_or_options "psst-contacts show" messages' -l 'messages' -d 'How many recent messages (default 5).' -rfka ''
complete -c 'psst-contacts' -n '__psst-contacts_should_offer_completions_for_flags_or_options "psst-contacts show" version' -l 'version' -d 'Show the version.'
complete -c 'psst-contacts' -n '__psst-contacts_should_offer_completions_for_flags_or_options "psst-contacts show" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'psst-contacts' -n '__psst-contacts_should_offer_completions_for_flags_or_options "psst-contacts sync" account' -l 'account' -d 'Act as this local account (default: PSST_ACCOUNT, then the default account).' -rfka ''
complete -c 'psst-contacts' -n '__psst-contacts_should_offer_completions_for_flags_or_options "psst-contacts sync" format' -l 'format' -d 'Output format: text for people, jsonl for programs (default: text on a terminal, jsonl otherwise).' -rfka 'text jsonl'
complete -c 'psst-contacts' -n '__psst-contacts_should_offer_completions_for_flags_or_options "psst-contacts sync" version' -l 'version' -d 'Show the version.'
complete -c 'psst-contacts' -n '__psst-contacts_should_offer_completions_for_flags_or_options "psst-contacts sync" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'psst-contacts' -n '__psst-contacts_should_offer_completions_for_flags_or_options "psst-contacts help" version' -l 'version' -d 'Show the version.'
