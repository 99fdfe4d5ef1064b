import { useEffect, useState, type ReactNode } from 'react';
import { useFormContext, type FieldValues } from 'react-hook-form';
import { CreateBase, Form, type CreateBaseProps, type RaRecord } from 'react-admin';

type AddRecordFormProps<R extends RaRecord> = Pick<CreateBaseProps<R>, 'resource' | 'record' | 'transform'> & {
  /** After the server took the record (a toast naming it, say); the form is then emptied. */
  onAdded: (added: R) => void;
  children: ReactNode;
};

/** A form that adds a record: react-admin's CreateBase around its Form, emptied after each addition; a refusal is its root error, for a SaveRow. */
export function AddRecordForm<R extends RaRecord>({ onAdded, children, ...create }: AddRecordFormProps<R>) {
  const [added, setAdded] = useState(0);
  const onSuccess = (record: R) => {
    onAdded(record);
    setAdded((count) => count + 1);
  };
  return (
    <CreateBase<R>
      {...create}
      mutationOptions={{ onSuccess }}
      render={({ save }) => (
        <Form
          // The refusal only over the button (SaveRow's root error), as these forms show it: under a field too, the
          // server's field error would say it twice.
          onSubmit={async (values: FieldValues) => {
            const errors = (await save?.(values as Partial<R>)) as { root?: unknown } | undefined;
            return errors ? { root: errors.root } : undefined;
          }}
          noValidate
          disableInvalidFormNotification
        >
          <EmptyAfterAdd added={added} />
          {children}
        </Form>
      )}
    />
  );
}

/**
 * Back to the form's first values after each addition (`added` changes: a count, or each answer of a create), in
 * place: a new form (a new key) would drop the keyboard focus.
 */
export function EmptyAfterAdd({ added }: { added: unknown }) {
  const { reset } = useFormContext();
  useEffect(() => {
    if (added) reset();
  }, [added, reset]);
  return null;
}
