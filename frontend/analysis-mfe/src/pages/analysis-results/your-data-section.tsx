import { useState } from 'react';
import { Button, Modal } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useDeleteUserMutation } from '@fitness/api-client';
import { PRIVACY_TEXTS, ROUTES } from '@fitness/contracts';
import { toast } from '@fitness/ui';

/** "Your data" (ours): results are private to this browser, and everything can be deleted after a confirmation. */
export function YourDataSection({ userId }: { userId: string }) {
  const [confirming, setConfirming] = useState(false);
  const [deleteUser, { isLoading }] = useDeleteUserMutation();
  const navigate = useNavigate();
  const texts = PRIVACY_TEXTS;

  const deleteEverything = async () => {
    try {
      await deleteUser({ userId }).unwrap();
      setConfirming(false);
      toast(texts.deleted);
      void navigate(ROUTES.home, { replace: true });
    } catch {
      toast({ ...texts.deleteFailed, variant: 'destructive' });
    }
  };

  return (
    <section className="results-section results-your-data" aria-labelledby="your-data-heading">
      <h2 id="your-data-heading" className="results-section__title">
        {texts.deleteSection.title}
      </h2>
      <p className="results-section__intro">{texts.deleteSection.text}</p>
      <Button danger size="large" onClick={() => setConfirming(true)}>
        {texts.deleteSection.action}
      </Button>
      <Modal
        open={confirming}
        title={texts.deleteConfirm.title}
        okText={texts.deleteConfirm.ok}
        cancelText={texts.deleteConfirm.cancel}
        okButtonProps={{ danger: true }}
        confirmLoading={isLoading}
        // Closing is blocked while the deletion runs, so its outcome is always seen.
        closable={!isLoading}
        keyboard={!isLoading}
        mask={{ closable: !isLoading }}
        cancelButtonProps={{ disabled: isLoading }}
        onOk={() => void deleteEverything()}
        onCancel={() => setConfirming(false)}
        centered
      >
        <p>{texts.deleteConfirm.text}</p>
      </Modal>
    </section>
  );
}
