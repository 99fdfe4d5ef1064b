import { PAYER_REFUND_CLAIM_DAYS } from '../../contract/payerRefunds';
import { WEBHOOK_PAUSE_AFTER_FAILURES } from '../../contract/webhooks';
import { utcMinute, type SandboxMessages } from './en';

/** The sandbox's words in Brazilian Portuguese (issue 30). */
export const ptBR: SandboxMessages = {
  mail: {
    signInCode: 'código de acesso',
    verificationCode: 'código de verificação',
    codeSubject: (what) => `Seu ${what}`,
    codeTextSubject: (what) => `Mensagem de texto: seu ${what}`,
    codeText: (what, code) => `Seu ${what} é ${code}. Ele expira em 5 minutos. Se você não o pediu, altere sua senha.`,
    resetSubject: 'Redefina sua senha',
    resetText: (link) => `Abra este link em até 30 minutos para escolher uma nova senha: ${link}\nSe você não pediu isso, ignore esta mensagem.`,
    emailChangedSubject: 'Seu e-mail de acesso foi alterado',
    emailChangedText: (name, from, to) =>
      `Olá, ${name},\n\nUm gestor da sua equipe alterou o e-mail com que você acessa de ${from} para ${to}. ` +
      'Sua sessão foi encerrada. Se você não esperava isso, contate imediatamente o titular da conta.',
    frequency: { daily: 'diário', weekly: 'semanal', monthly: 'mensal' },
    reportSubject: (frequency, period) => `Seu extrato ${frequency}: ${period}`,
    reportText: (frequency, count, filename, timeZone) =>
      `Segue em anexo o extrato ${frequency} de ${count} ${count === 1 ? 'transação' : 'transações'} (${filename}, horários em ${timeZone}).\n\nEste agendamento fica em Relatórios, no painel.`,
    alertTitles: {
      'New deposit': 'Novo depósito',
      'Deposit confirmed': 'Depósito confirmado',
      'Refund confirmed': 'Reembolso confirmado',
      'Payout completed': 'Pagamento concluído',
      'Payout rejected': 'Pagamento recusado',
      'Payout failed': 'Pagamento falhou',
      'Payout approved': 'Pagamento aprovado',
      'Payout requested': 'Pagamento solicitado',
      'Payout awaiting your approval': 'Pagamento aguardando sua aprovação',
      'Payout address added': 'Endereço de pagamento adicionado',
      'Payout address removed': 'Endereço de pagamento removido',
      'Complaint closed': 'Reclamação encerrada',
      'Complaint updated': 'Reclamação atualizada',
      'Webhook endpoint paused': 'Endpoint de webhook pausado',
      'New sign-in to your account': 'Novo acesso à sua conta',
      'Password changed': 'Senha alterada',
      'Two-factor authentication turned off': 'Autenticação de dois fatores desativada',
    },
    alertText: (title, details) => `${title}\n\n${details}\n\nEscolha quais avisos recebe por e-mail em Configurações > Notificações.`,
    alerts: {
      newDeposit: (amount, network) => `Um depósito de ${amount} USDT em ${network} aguarda pagamento.`,
      depositConfirmed: (total, network, more, asked, outcome) => {
        const received = more ? `${more} USDT a mais recebidos em ${network}, ${total} no total` : `${total} USDT recebidos em ${network}`;
        return outcome === 'exact' ? `${received}.` : `${received}, de ${asked} USDT pedidos (${outcome === 'overpaid' ? 'pago a mais' : 'pago a menos'}).`;
      },
      refundConfirmed: (amount, network) => `Um reembolso de ${amount} USDT em ${network} foi confirmado na rede.`,
      payoutCompleted: (amount, network) => `Seu pagamento de ${amount} USDT em ${network} foi enviado.`,
      payoutRejected: (amount) => `Seu pagamento de ${amount} USDT foi rejeitado. Veja as notas do administrador.`,
      payoutFailed: (amount, network) => `Seu pagamento de ${amount} USDT em ${network} falhou. Veja as notas do administrador.`,
      payoutRequested: (amount, network, address) => `${amount} ${network} para ${address}: pendente.`,
      complaintClosed: (title, status) => `O gateway ${status === 'resolved' ? 'resolveu' : 'rejeitou'} "${title}" ao liquidar o pagamento.`,
      complaintUpdated: (title, status, by) => `${by} ${status === 'resolved' ? 'resolveu' : 'rejeitou'} "${title}".`,
      approvalAsked: (by, amount, network, address) => `${by} solicitou um pagamento de ${amount} ${network} para ${address}. Ele só é enviado depois que uma segunda pessoa o aprovar.`,
      approvalApproved: (amount, network, address, by) => `${by} aprovou seu pagamento de ${amount} ${network} para ${address}.`,
      approvalRejected: (amount, network, address, by, reason) => `${by} rejeitou seu pagamento de ${amount} ${network} para ${address}: ${reason}`,
      addressAdded: (by, label, address, network, activeFrom) =>
        `${by} adicionou "${label}", ${address} (${network}) ao catálogo de endereços de pagamento. ` +
        (activeFrom ? `Pode receber pagamentos a partir de ${activeFrom} (UTC), quando terminar o período de espera.` : 'Pode receber pagamentos já (a política de pagamentos não tem período de espera).') +
        ' Se você não esperava isso, remova-o e revise os acessos da sua equipe.',
      addressRemoved: (by, label, address, network) => `${by} removeu "${label}", ${address} (${network}) do catálogo de endereços de pagamento.`,
      webhookPaused: (url) =>
        `As entregas para ${url} falharam ${WEBHOOK_PAUSE_AFTER_FAILURES} vezes seguidas, então o endpoint foi pausado e as entregas na fila foram canceladas. Corrija o receptor, ative o endpoint de novo e reenvie o que precisar pelo registro de entregas.`,
      passwordChanged: () => 'A senha da sua conta foi alterada e suas outras sessões foram encerradas. Se não foi você, redefina-a agora.',
      twoFactorDisabled: () => 'A autenticação de dois fatores foi desativada na sua conta. Se não foi você, altere sua senha e ative-a de novo.',
      newSignIn: (browser, ip, at) =>
        `Sua conta foi acessada de um navegador novo: ${browser}, do endereço ${ip ?? 'desconhecido'}, em ${utcMinute(at)}. ` +
        'Se foi você, não há nada a fazer. Se não, altere sua senha agora e encerre essa sessão em Configurações › Segurança › Sessões.',
    },
  },
  pay: {
    awaiting: (amount) => `Envie exatamente ${amount} USDT para o endereço abaixo.`,
    partial: (received, amount, remaining) => `Pago parcialmente: recebidos ${received} de ${amount}, envie os ${remaining} restantes`,
    expired: 'Este link de pagamento expirou. Peça um novo ao lojista.',
    partialExpired: (received, amount, remaining) =>
      `Pago parcialmente: recebidos ${received} de ${amount}. Este link de pagamento expirou: peça ao lojista um novo para os ${remaining} restantes.`,
    paid: (amount) => `Pagamento recebido: ${amount} USDT. Obrigado.`,
    overpaid: (received, amount, extra) => `Pago a mais: recebidos ${received} de ${amount}, ${extra} além do pedido. Fale com o lojista sobre a diferença.`,
    processing: 'Pagamento detectado. Aguardando a confirmação da rede.',
    closed: (status) => `Este link de pagamento está ${status}. Não envie nada para ele; peça um novo ao lojista.`,
    notFoundTitle: 'Link de pagamento não encontrado',
    notFound: 'Este link de pagamento não existe. Confira o endereço ou peça um novo link ao lojista.',
    sendInstruction: (amount, network) => `Envie exatamente ${amount} USDT na rede ${network} para este endereço.`,
    copyAddress: 'Copiar endereço',
    copyAmount: 'Copiar valor',
    copied: 'Copiado',
    qrTitle: 'QR code da solicitação de pagamento',
    pageTitle: (amount, merchant) => `Pague ${amount} USDT a ${merchant}`,
    heading: (amount) => `Pagamento de ${amount} USDT`,
    payment: 'Pagamento',
    amountToSend: 'Valor a enviar',
    network: 'Rede',
    address: 'Endereço',
    timeLeft: 'Tempo restante',
    amount: 'Valor',
    orderReference: 'Referência do pedido',
    description: 'Descrição',
  },
  claim: {
    notFoundTitle: 'Reembolso não encontrado',
    notFound: 'Este link de reembolso não existe. Confira o link que você recebeu.',
    intro: (amount, network) => `O lojista está reembolsando ${amount} USDT para você na rede ${network}. Informe o endereço para onde deve ser enviado.`,
    addressLabel: (network) => `Seu endereço ${network}`,
    confirmLabel: 'Confirme o endereço',
    mismatch: 'Os dois endereços são diferentes: informe o mesmo endereço duas vezes.',
    submit: 'Enviar o reembolso para este endereço',
    awaiting_approval: 'Endereço recebido: o reembolso será enviado assim que o lojista aprovar.',
    sending: 'Endereço recebido: o reembolso está a caminho.',
    sent: 'O reembolso foi enviado.',
    rejected: 'Este reembolso não foi enviado. Fale com o lojista.',
    expired: `Este link de reembolso expirou: podia ser resgatado por ${PAYER_REFUND_CLAIM_DAYS} dias. Peça um novo ao lojista.`,
    pageTitle: (amount, merchant) => `Reembolso de ${amount} USDT de ${merchant}`,
    heading: (amount) => `Reembolso de ${amount} USDT`,
    hint: (network) => (network === 'USDT-TRC20' ? 'Seu endereço deve ser um endereço TRC20: 34 caracteres começando com T, com soma de verificação válida.' : 'Seu endereço deve ser um endereço ERC20: 0x seguido de 40 caracteres hexadecimais, com soma de verificação EIP-55 válida se misturar maiúsculas e minúsculas.'),
    form: 'Endereço do reembolso',
    required: 'Este campo é obrigatório.',
    fix: 'Confira o campo destacado.',
    offline: 'Não foi possível enviar o reembolso ao servidor. Verifique sua conexão e tente novamente.',
    refund: 'Reembolso',
    network: 'Rede',
    payment: 'Pagamento',
    paymentAmount: 'Valor do pagamento',
    paidOn: 'Pago em',
    address: 'Endereço',
    claimBy: 'Resgatar até',
  },
};
