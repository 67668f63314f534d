function __psst-chat_should_offer_completions_for_flags_or_options -a expected_commands
    set -l non_repeating_flags_or_options $argv[2..]
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __psst-chat_parse_tokens
    test "$commands" = "$expected_commands"; and return $non_repeating_flags_or_options_absent
end

function __psst-chat_should_offer_completions_for_positional -a expected_commands positional_index_comparison expected_positional_index
    set -l non_repeating_flags_or_options
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __psst-chat_parse_tokens
    test "$commands" = "$expected_commands" -a \( "$positional_index" "$positional_index_comparison" "$expected_positional_index" \)
end

function __psst-chat_parse_tokens -S
    set -l unparsed_tokens (__psst-chat_tokens -pc)
    switch $unparsed_tokens[1]
    case 'psst-chat'
        __psst-chat_parse_subcommand 0 'version' 'h/help'
        switch $unparsed_tokens[1]
        case 'create'
            __psst-chat_parse_subcommand -r 1 'account=' 'format=' 'name=' 'id=' 'group' 'unencrypted' 'version' 'h/help'
        case 'list'
            __psst-chat_parse_subcommand 0 'account=' 'format=' 'no-sync' 'version' 'h/help'
        case 'members'
            __psst-chat_parse_subcommand 1 'account=' 'format=' 'version' 'h/help'
        case 'add'
            __psst-chat_parse_subcommand -r 2 'account=' 'format=' 'version' 'h/help'
        case 'remove'
            __psst-chat_parse_subcommand -r 2 'account=' 'format=' 'version' 'h/help'
        case 'rename'
            __psst-chat_parse_subcommand 2 'account=' 'format=' 'version' 'h/help'
        case 'link'
            __psst-chat_parse_subcommand 2 'account=' 'format=' 'version' 'h/help'
        case 'help'
            __psst-chat_parse_subcommand -r 1 'version'
        end
    end
end

function __psst-chat_tokens
    if test (string split -m 1 -f 1 -- . "$FISH_VERSION") -gt 3
        commandline --tokens-raw $argv
    else
        commandline -o $argv
    end
end

function __psst-chat_parse_subcommand -S -a positional_count
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

function __psst-chat_complete_directories
    set -l token (commandline -t)
    string match -- '*/' $token
    set -l subdirs $token*/
    printf %s\n $subdirs
end

function __psst-chat_custom_completion
    set -x SAP_SHELL fish
    set -x SAP_SHELL_VERSION $FISH_VERSION
    set -l tokens (__psst-chat_tokens -p)
    if test -z "$(__psst-chat_tokens -t)"
        set -l index (count (__psst-chat_tokens -pc))
        set tokens $tokens[..$index] \'\' $tokens[(math $index + 1)..]
    end
    command $tokens[1] $argv $tokens
end

complete -c 'psst-chat' -f
complete -c 'psst-chat' -n '__psst-chat_should_offer_completions_for_flags_or_options "psst-chat" version' -l 'version' -d 'Show the version.'
complete -c 'psst-chat' -n '__psst-chat_should_offer_completions_for_flags_or_options "psst-chat" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'psst-chat' -n '__psst-chat_should_offer_completions_for_positional "psst-chat" -eq 1' -fa 'create' -d 'Start a 1:1 chat with one person, or a group with several.'
complete -c 'psst-chat' -n '__psst-chat_should_offer_completions_for_positional "psst-chat" -eq 1' -fa 'list' -d 'List chats (syncing first when the hub is reachable).'
complete -c 'psst-chat' -n '__psst-chat_should_offer_completions_for_positional "psst-chat" -eq 1' -fa 'members' -d 'List a chat\'s members, with their presence (online, or when last seen) when known.'
complete -c 'psst-chat' -n '__psst-chat_should_offer_completions_for_positional "psst-chat" -eq 1' -fa 'add' -d 'Add people to a group.'
complete -c 'psst-chat' -n '__psst-chat_should_offer_completions_for_positional "psst-chat" -eq 1' -fa 'remove' -d 'Remove people from a group (yourself to leave it).'
complete -c 'psst-chat' -n '__psst-chat_should_offer_completions_for_positional "psst-chat" -eq 1' -fa 'rename' -d 'Give a chat a new name.'
complete -c 'psst-chat' -n '__psst-chat_should_offer_completions_for_positional "psst-chat" -eq 1' -fa 'link' -d 'Carry an imported chat on: make it exist on the hub, or link it to a Matrix room.'
complete -c 'psst-chat' -n '__psst-chat_should_offer_completions_for_positional "psst-chat" -eq 1' -fa 'help' -d 'Show subcommand help information.'
complete -c 'psst-chat' -n '__psst-chat_should_offer_completions_for_flags_or_options "psst-chat create" account' -l 'account' -d 'Act as this local account (default: PSST_ACCOUNT, then the default account).' -rfka ''
complete -c 'psst-chat' -n '__psst-chat_should_offer_completions_for_flags_or_options "psst-chat create" format' -l 'format' -d 'Output format: text for people, jsonl for programs (default: text on a terminal, jsonl otherwise).' -rfka 'text jsonl'
complete -c 'psst-chat' -n '__psst-chat_should_offer_completions_for_flags_or_options "psst-chat create" name' -l 'name' -d 'Chat name (required for a group; a 1:1 chat is named after the other person).' -rfka ''
complete -c 'psst-chat' -n '__psst-chat_should_offer_completions_for_flags_or_options "psst-chat create" id' -l 'id' -d 'Chat id (default: generated).' -rfka ''
complete -c 'psst-chat' -n '__psst-chat_should_offer_completions_for_flags_or_options "psst-chat create" group' -l 'group' -d 'Make a group even with a single other member.'
complete -c 'psst-chat' -n '__psst-chat_should_offer_completions_for_flags_or_options "psst-chat create" unencrypted' -l 'unencrypted' -d 'On a Matrix account, make the room without end-to-end encryption (it is encrypted by default).'
complete -c 'psst-chat' -n '__psst-chat_should_offer_completions_for_flags_or_options "psst-chat create" version' -l 'version' -d 'Show the version.'
complete -c 'psst-chat' -n '__psst-chat_should_offer_completions_for_flags_or_options "psst-chat create" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'psst-chat' -n '__psst-chat_should_offer_completions_for_flags_or_options "psst-chat list" account' -l 'account' -d 'Act as this local account (default: PSST_ACCOUNT, then the default account).' -rfka ''
complete -c 'psst-chat' -n '__psst-chat_should_offer_completions_for_flags_or_options "psst-chat list" format' -l 'format' -d 'Output format: text for people, jsonl for programs (default: text on a terminal, jsonl otherwise).' -rfka 'text jsonl'
complete -c 'psst-chat' -n '__psst-chat_should_offer_completions_for_flags_or_options "psst-chat list" no-sync' -l 'no-sync' -d 'Do not sync; list what the store has.'
complete -c 'psst-chat' -n '__psst-chat_should_offer_completions_for_flags_or_options "psst-chat list" version' -l 'version' -d 'Show the version.'
complete -c 'psst-chat' -n '__psst-chat_should_offer_completions_for_flags_or_options "psst-chat list" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'psst-chat' -n '__psst-chat_should_offer_completions_for_flags_or_options "psst-chat members" account' -l 'account' -d 'Act as this local account (default: PSST_ACCOUNT, then the default account).' -rfka ''
complete -c 'psst-chat' -n '__psst-chat_should_offer_completions_for_flags_or_options "psst-chat members" format' -l 'format' -d 'Output format: text for people, jsonl for programs (default: text on a terminal, jsonl otherwise).' -rfka 'text jsonl'
complete -c 'psst-chat' -n '__psst-chat_should_offer_completions_for_flags_or_options "psst-chat members" version' -l 'version' -d 'Show the version.'
complete -c 'psst-chat' -n '__psst-chat_should_offer_completions_for_flags_or_options "psst-chat members" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'psst-chat' -n '__psst-chat_should_offer_completions_for_flags_or_options "psst-chat add" account' -l 'account' -d 'Act as this local account (default: PSST_ACCOUNT, then the default account).' -rfka ''
complete -c 'psst-chat' -n '__psst-chat_should_offer_completions_for_flags_or_options "psst-chat add" format' -l 'format' -d 'Output format: text for people, jsonl for programs (default: text on a terminal, jsonl otherwise).' -rfka 'text jsonl'
complete -c 'psst-chat' -n '__psst-chat_should_offer_completions_for_flags_or_options "psst-chat add" version' -l 'version' -d 'Show the version.'
complete -c 'psst-chat' -n '__psst-chat_should_offer_completions_for_flags_or_options "psst-chat add" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'psst-chat' -n '__psst-chat_should_offer_completions_for_flags_or_options "psst-chat remove" account' -l 'account' -d 'Act as this local account (default: PSST_ACCOUNT, then the default account).' -rfka ''
complete -c 'psst-chat' -n '__psst-chat_should_offer_completions_for_flags_or_options "psst-chat remove" format' -l 'format' -d 'Output format: text for people, jsonl for programs (default: text on a terminal, jsonl otherwise).' -rfka 'text jsonl'
complete -c 'psst-chat' -n '__psst-chat_should_offer_completions_for_flags_or_options "psst-chat remove" version' -l 'version' -d 'Show the version.'
complete -c 'psst-chat' -n '__psst-chat_should_offer_completions_for_flags_or_options "psst-chat remove" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'psst-chat' -n '__psst-chat_should_offer_completions_for_flags_or_options "psst-chat rename" account' -l 'account' -d 'Act as this local account (default: PSST_ACCOUNT, then the default account).' -rfka ''
complete -c 'psst-chat' -n '__psst-chat_should_offer_completions_for_flags_or_options "psst-chat rename" format' -l 'format' -d 'Output format: text for people, jsonl for programs (default: text on a terminal, jsonl otherwise).' -rfka 'text jsonl'
complete -c 'psst-chat' -n '__psst-chat_should_offer_completions_for_flags_or_options "psst-chat rename" version' -l 'version' -d 'Show the version.'
complete -c 'psst-chat' -n '__psst-chat_should_offer_completions_for_flags_or_options "psst-chat rename" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'psst-chat' -n '__psst-chat_should_offer_completions_for_flags_or_options "psst-chat link" account' -l 'account' -d 'Act as this local account (default: PSST_ACCOUNT, then the default account).' -rfka ''
complete -c 'psst-chat' -n '__psst-chat_should_offer_completions_for_flags_or_options "psst-chat link" format' -l 'format' -d 'Output format: text for people, jsonl for programs (default: text on a terminal, jsonl otherwise).' -rfka 'text jsonl'
complete -c 'psst-chat' -n '__psst-chat_should_offer_completions_for_flags_or_options "psst-chat link" version' -l 'version' -d 'Show the version.'
complete -c 'psst-chat' -n '__psst-chat_should_offer_completions_for_flags_or_options "psst-chat link" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'psst-chat' -n '__psst-chat_should_offer_completions_for_flags_or_options "psst-chat help" version' -l 'version' -d 'Show the version.'
